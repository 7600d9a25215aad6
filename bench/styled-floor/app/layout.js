// The empty app plus the site's stylesheet (copied here from the site's build by bench/run.sh):
// how much of a page's paint time is the stylesheet alone, before any of the site's markup.
import './site.css';

export const metadata = { title: 'Empty, styled' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
