/**
 * The demo mailbox (issue 39): a folder of JSON files, one per message "sent" in demo mode. The local mail catcher
 * (src/demo/mail-catcher.ts, a real SMTP server that `npm start` runs) writes the mails it receives, the demo text
 * provider writes texts, and the API's demo page (routes/demo-mailbox.ts, demo mode only) shows them, so a visitor
 * reads the receipt and the codes the store sent. The newest `KEEP` are kept.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface DemoMessage {
  id: string;
  received_at: string;
  channel: 'email' | 'phone';
  to: string;
  from: string | null;
  subject: string | null;
  text: string | null;
  html: string | null;
  message_id: string | null;
}

const KEEP = 500;

/** Adds a message to the folder (written whole, then renamed: a reader never sees half of it). */
export async function storeInDemoMailbox(
  dir: string,
  message: Omit<DemoMessage, 'id' | 'received_at'>,
): Promise<DemoMessage> {
  await mkdir(dir, { recursive: true });
  const now = new Date();
  // names sort by arrival: the time, then a random tail for messages of the same millisecond
  const id = `${now.getTime().toString().padStart(15, '0')}-${randomUUID().slice(0, 8)}`;
  const stored: DemoMessage = { id, received_at: now.toISOString(), ...message };
  const file = path.join(dir, `${id}.json`);
  await writeFile(`${file}.tmp`, JSON.stringify(stored));
  await rename(`${file}.tmp`, file);
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  await Promise.all(
    names.slice(0, Math.max(0, names.length - KEEP)).map((n) => rm(path.join(dir, n), { force: true })),
  );
  return stored;
}

/** The messages in the folder, newest first (`to`: only those to that address or number). */
export async function readDemoMailbox(dir: string, to?: string): Promise<DemoMessage[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  const messages: DemoMessage[] = [];
  for (const name of names.sort().reverse()) {
    try {
      const message = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as DemoMessage;
      if (!to || message.to.toLowerCase().includes(to.toLowerCase())) messages.push(message);
    } catch {
      // removed meanwhile (kept only the newest): skip it
    }
  }
  return messages;
}

/** One message by its id (the file name), or undefined; ids are checked, so no path leaves the folder. */
export async function demoMessage(dir: string, id: string): Promise<DemoMessage | undefined> {
  if (!/^\d{15}-[0-9a-f]{8}$/.test(id)) return undefined;
  try {
    return JSON.parse(await readFile(path.join(dir, `${id}.json`), 'utf8')) as DemoMessage;
  } catch {
    return undefined;
  }
}
