import { writeFileSync } from 'node:fs';
import { repoPath } from '../src/paths';
import { renderApiTypes } from '../src/schemas/typescript';

const target = repoPath('shared', 'api-types', 'src', 'index.ts');
writeFileSync(target, renderApiTypes());
console.log(`wrote ${target}`);
