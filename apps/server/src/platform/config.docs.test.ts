import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema } from './config';
import { serverRoot } from './paths';

const root = path.resolve(serverRoot, '../..');
const variables = Object.keys(configSchema.shape).filter((name) => name !== 'NODE_ENV');

describe('configuration documentation', () => {
  it('lists every environment variable in the README configuration table', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const missing = variables.filter((name) => !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('lists every environment variable in .env.example', () => {
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    const missing = variables.filter((name) => !new RegExp(`^${name}=`, 'm').test(example));
    expect(missing).toEqual([]);
  });
});
