import { expect } from 'vitest';
import { callApi } from './session';

/**
 * A CSV import as its dialog starts it: the start route (`path`) answers a presigned slot, the file is PUT to S3;
 * answers the import's id.
 */
export async function uploadCsv(token: string, path: string, fileName: string, csv: string): Promise<string> {
  const body = Buffer.from(csv);
  const started = await callApi('POST', path, {
    token,
    body: { fileName, contentType: 'text/csv', size: body.length },
  });
  expect(started.status, started.text).toBe(200);
  const put = await fetch(started.json.data.upload.uploadUrl, {
    method: 'PUT',
    headers: started.json.data.upload.headers,
    body,
  });
  expect(put.status).toBe(200);
  return started.json.data.importId as string;
}

/** Reads an import's status route until it is done or failed (two minutes at most); answers its last status. */
export async function waitForImport(token: string, statusPath: string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = await callApi('GET', statusPath, { token });
    expect(status.status, status.text).toBe(200);
    const data = status.json.data;
    if (data.status === 'done' || data.status === 'failed' || Date.now() > deadline) return data;
    await new Promise((r) => setTimeout(r, 250));
  }
}
