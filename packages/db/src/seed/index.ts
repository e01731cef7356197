export { demoItems, type DemoItem } from './catalogue-data';
export { demoGtin, seedDemoCatalogue, type SeedResult } from './catalogue';
export {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_BUYER_EMAIL,
  DEMO_BUYER_PASSWORD,
  ensureAdmin,
  seedDemoUsers,
  type DemoAccount,
  type DemoUsers,
  type EnsureAdminOptions,
  type HashPassword,
} from './users';
