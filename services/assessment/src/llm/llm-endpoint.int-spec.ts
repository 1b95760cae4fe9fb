import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { OpenAiCompatibleAnalyzer, type SkillCandidate } from './llm-analyzer.js';

const candidate: SkillCandidate = { name: 'SCADA', escoUri: 'http://data.europa.eu/esco/skill/x', proficiency: 'intermediate', evidence: 'Ran SCADA', confidence: 0.8 };

/** A local HTTP server answering every request with `answer`; counts what it received. */
async function endpoint(answer: (res: import('node:http').ServerResponse) => void): Promise<{ url: string; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server: Server = createServer((req, res) => {
    received += 1;
    req.resume();
    req.on('end', () => answer(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the LLM endpoint is a server we do not own', () => {
  const open: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (const server of open.splice(0)) await server.close();
  });
  const analyzer = (url: string) => new OpenAiCompatibleAnalyzer({ baseUrl: url, model: 'm', apiKey: 'sk-test', timeoutMs: 10_000 });

  it('does not follow a redirect, so the CV text goes nowhere else', async () => {
    const elsewhere = await endpoint((res) => res.end('{}'));
    const redirecting = await endpoint((res) => res.writeHead(307, { location: `${elsewhere.url}/chat/completions` }).end());
    open.push(elsewhere, redirecting);
    await expect(analyzer(redirecting.url).rerank('CV text', [candidate])).rejects.toThrow('LLM endpoint answered 307 Temporary Redirect (redirects are not followed)');
    expect(redirecting.received()).toBe(1);
    expect(elsewhere.received()).toBe(0);
  });

  it('stops reading an answer past 1 MiB, declared or streamed', async () => {
    const declared = await endpoint((res) => res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) }).end());
    const streamed = await endpoint((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = 'x'.repeat(64 * 1024);
      for (let i = 0; i < 20; i++) res.write(chunk);
      res.end();
    });
    open.push(declared, streamed);
    await expect(analyzer(declared.url).rerank('CV text', [candidate])).rejects.toThrow('LLM endpoint sent more than 1048576 bytes');
    await expect(analyzer(streamed.url).rerank('CV text', [candidate])).rejects.toThrow('LLM endpoint sent more than 1048576 bytes');
  });
});
