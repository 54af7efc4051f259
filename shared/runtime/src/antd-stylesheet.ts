/**
 * This app's antd stylesheet: the build replaces this module with the address of the file it made for the antd
 * components the app imports (webpack/antd-styles-loader.js). Where nothing was built (tests, the server render)
 * there is none, and antd makes its styles as it renders, as it does for any component the file lacks.
 */
export const antdStylesheet: { href: string; id: string } | null = null;
