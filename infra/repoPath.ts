import { fileURLToPath } from 'node:url';
import path from 'node:path';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** An absolute path inside the repository, whatever directory the CDK app or the tests run from. */
export const repoPath = (...segments: string[]) => path.join(repoRoot, ...segments);
