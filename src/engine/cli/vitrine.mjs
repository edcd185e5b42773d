#!/usr/bin/env node
// The `vitrine` command. It loads the TypeScript sources through tsx (installed by
// `npm ci`), so a fresh clone works without a build step.
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('./main.ts', import.meta.url);
process.exitCode = await main(process.argv.slice(2));
