// Unit and component tests of the front-end packages (the API and e2e have their own runners).
module.exports = {
  testEnvironment: '<rootDir>/jest.environment.js',
  roots: ['<rootDir>/shared', '<rootDir>/shell', '<rootDir>/remotes'],
  testMatch: ['**/src/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.[cm]?[jt]sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // component tests render antd; on two busy cores one can pass jest's default 5 s without anything being wrong
  testTimeout: 30_000,
  moduleNameMapper: {
    '\\.css$': '<rootDir>/jest.style-stub.js',
    '^@ant-design/icons$': '<rootDir>/jest.icons-stub.js',
  },
};
