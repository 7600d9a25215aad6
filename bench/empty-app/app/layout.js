// The framework floor: the smallest App Router page, built and served exactly like the site.
export const metadata = { title: 'Empty' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
