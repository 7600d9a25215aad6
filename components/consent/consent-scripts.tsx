/** Runs the granted pixels rendered above it, right where they stand (after head or body pixels). */
export function ActivateGrantedPixels() {
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: 'window.__sonaraConsent&&window.__sonaraConsent.activate();',
      }}
    />
  );
}
