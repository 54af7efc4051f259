const { createConfig } = require('@mart/webpack-config');

module.exports = createConfig({
  name: 'store_modules',
  dir: __dirname,
  server: './src/server.ts',
  exposes: {
    './app': './src/app.tsx',
    './CartDrawer': './src/widgets/CartDrawer.tsx',
  },
});
