// `npm run build`: the server's bundle in dist/ (bundle.mjs), which `npm start` runs.
import path from 'node:path';
import { bundleServer } from './bundle.mjs';

await bundleServer(path.join(import.meta.dirname, 'dist'));
