const { createConfig } = require('@mart/webpack-config');

module.exports = createConfig({
  name: 'account',
  dir: __dirname,
  server: './src/server.ts',
  exposes: {
    './app': './src/app.tsx',
    './WishlistDrawer': './src/widgets/WishlistDrawer.tsx',
    './LocationPicker': './src/widgets/LocationPicker.tsx',
  },
});
