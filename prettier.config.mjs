// The tree's code style lives in tooling/prettier (shared, like the TypeScript and lint configs).
export { default } from './tooling/prettier/config.mjs';
