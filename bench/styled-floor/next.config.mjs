/** The styled floor builds into its own folder inside bench/styled-floor. */
const config = { poweredByHeader: false };

export default config;
