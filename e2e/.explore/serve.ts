import { startTestPortal } from '/work/main/api/src/testing/harness.ts';
const portal = await startTestPortal({ port: 28380, cdnDir: '/work/main/.cdn', shellDistDir: '/work/main/shell/dist' });
console.log(portal.urls);
setTimeout(() => portal.close().then(() => process.exit(0)), 30 * 60_000);
