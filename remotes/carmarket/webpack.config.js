const { createConfig } = require('@mart/webpack-config');

module.exports = createConfig({
  name: 'carmarket',
  dir: __dirname,
  server: './src/server.ts',
  exposes: {
    './app': './src/app.ts',
    './TripCartDrawer': './src/TripCartDrawer.ts',
  },
});
