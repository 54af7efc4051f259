const { createConfig } = require('@mart/webpack-config');

module.exports = createConfig({
  name: 'rental',
  dir: __dirname,
  server: './src/server.ts',
  exposes: {
    './app': './src/app.ts',
    './TripCartDrawer': './src/TripCartDrawer.ts',
  },
});
