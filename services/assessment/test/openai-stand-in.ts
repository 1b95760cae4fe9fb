import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible endpoint (POST /v1/chat/completions with structured output),
 * speaking the real wire format over HTTP. It "reads" the CV by phrase: each rule whose phrase is on a
 * line answers a skill quoting that line. It also answers one skill the CV does not evidence and one
 * name no taxonomy knows, which grounding must drop.
 */
export interface StandInRule {
  phrase: RegExp;
  skill: string;
  proficiency: string;
}

export class OpenAiStandIn {
  readonly requests: { authorization: string | undefined; body: Record<string, unknown> }[] = [];
  private server?: Server;
  failWith: number | null = null;

  constructor(
    private readonly rules: StandInRule[],
    private readonly apiKey: string,
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req).then(([status, body]) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    }));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage): Promise<[number, unknown]> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return [404, { error: { message: 'Not found', type: 'invalid_request_error' } }];
    if (req.headers.authorization !== `Bearer ${this.apiKey}`) return [401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }];
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      model?: string;
      messages?: { role: string; content: string }[];
      response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
    };
    this.requests.push({ authorization: req.headers.authorization, body });
    if (this.failWith) return [this.failWith, { error: { message: 'The server had an error', type: 'server_error' } }];
    if (!body.model || body.response_format?.type !== 'json_schema' || !body.response_format.json_schema?.schema) {
      return [400, { error: { message: 'model and response_format json_schema are required', type: 'invalid_request_error' } }];
    }
    const cv = body.messages?.find((m) => m.role === 'user')?.content ?? '';
    const skills = cv.split('\n').flatMap((line) => this.rules.filter((rule) => rule.phrase.test(line)).map((rule) => ({ name: rule.skill, proficiency: rule.proficiency, evidence: line.trim() })));
    skills.push({ name: 'nuclear fusion', proficiency: 'expert', evidence: 'Designed tokamak fusion reactors' });
    skills.push({ name: 'Synergy leveraging', proficiency: 'advanced', evidence: cv.split('\n').find((line) => line.trim())?.trim() ?? '' });
    return [200, {
      id: 'chatcmpl-stand-in',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify({ skills }) }, finish_reason: 'stop' }],
      usage: { prompt_tokens: cv.length / 4, completion_tokens: 50, total_tokens: cv.length / 4 + 50 },
    }];
  }
}
