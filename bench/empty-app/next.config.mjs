/** The empty app builds into its own folder inside bench/empty-app (EMPTY_DIST_DIR to change). */
const config = {
  distDir: process.env.EMPTY_DIST_DIR || '.next',
  poweredByHeader: false,
};

export default config;
