const { createConfig } = require('@mart/webpack-config');

module.exports = createConfig({
  name: 'carmarket',
  dir: __dirname,
  port: 3002,
  exposes: {
    './app': './src/app.ts',
    './TripCartDrawer': './src/TripCartDrawer.ts',
  },
});
