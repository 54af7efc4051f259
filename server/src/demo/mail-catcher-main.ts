/**
 * The demo's mail catcher as a process of its own (scripts/lib.mjs `startMailCatcher`, run by `npm start`,
 * `npm run dev` and the browser tests): SMTP on loopback (MAIL_CATCHER_PORT, 0 for any free port), every mail
 * into the demo mailbox folder (DEMO_MAILBOX_DIR). Tells its parent the port over IPC and stops with it.
 */
import { startMailCatcher } from './mail-catcher';

const dir = process.env.DEMO_MAILBOX_DIR;
if (!dir) {
  console.error('mail catcher: DEMO_MAILBOX_DIR is not set');
  process.exit(1);
}
const catcher = await startMailCatcher({ port: Number(process.env.MAIL_CATCHER_PORT ?? 0), dir });
process.send?.({ port: catcher.port });
const stop = () => void catcher.close().then(() => process.exit(0));
process.on('disconnect', stop);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
