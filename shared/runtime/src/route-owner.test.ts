import { matchPath } from 'react-router-dom';
// the page server's copy (it runs without a build step), which must answer as the shell's does
import { pathMatches as pageServerMatches } from '../../deploy/src/page-routes.mjs';
import { pathMatches } from './route-owner';

const PATTERNS = ['/', '/home', '/store/latest', '/store/:id', '/rental/vehicle-details/:id', '/forgot-password/*'];
const PATHS = [
  '/',
  '/home',
  '/home/',
  '/Home',
  '/store',
  '/store/latest',
  '/store/12',
  '/store/12/',
  '/store/12/reviews',
  '/store/caf%C3%A9',
  '/rental/vehicle-details/7',
  '/rental/vehicle-details',
  '/forgot-password',
  '/forgot-password/code',
  '/forgot-password-x',
  '//store//12',
];

test.each(PATTERNS)("the shell's matcher answers as react-router's for %s", (pattern) => {
  for (const path of PATHS)
    expect([path, pathMatches(pattern, path)]).toEqual([path, matchPath({ path: pattern, end: true }, path) !== null]);
});

test.each(PATTERNS)("the page server's matcher answers as the shell's for %s", (pattern) => {
  for (const path of PATHS)
    expect([path, pageServerMatches(pattern, path)]).toEqual([path, pathMatches(pattern, path)]);
});
