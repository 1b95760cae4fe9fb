import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible endpoint (POST /v1/chat/completions with structured output),
 * speaking the real wire format over HTTP. It re-ranks as the analyzer asks: it reads the numbered candidate list
 * from the user message and answers the ids of the candidates whose label a rule matches, rule by rule (the first
 * rule is the most certain), with the rule's proficiency. It also answers one id that is not in the list and one
 * id twice, which grounding must drop.
 */
export interface StandInRule {
  label: RegExp;
  proficiency: string;
}

/** A candidate as the stand-in read it from the request. */
export interface ListedCandidate {
  id: number;
  label: string;
  line: string;
  confidence: number;
}

export class OpenAiStandIn {
  readonly requests: { authorization: string | undefined; body: Record<string, unknown>; candidates: ListedCandidate[]; answer: { id: number; proficiency: string }[] }[] = [];
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
    const prompt = body.messages?.find((m) => m.role === 'user')?.content ?? '';
    const candidates = candidateList(prompt);
    const request = { authorization: req.headers.authorization, body, candidates, answer: [] as { id: number; proficiency: string }[] };
    this.requests.push(request);
    if (this.failWith) return [this.failWith, { error: { message: 'The server had an error', type: 'server_error' } }];
    if (!body.model || body.response_format?.type !== 'json_schema' || !body.response_format.json_schema?.schema) {
      return [400, { error: { message: 'model and response_format json_schema are required', type: 'invalid_request_error' } }];
    }
    const answer = this.rules.flatMap((rule) => candidates.filter((c) => rule.label.test(c.label)).map((c) => ({ id: c.id, proficiency: rule.proficiency })));
    answer.push({ id: candidates.length + 7, proficiency: 'expert' });
    if (answer[0]) answer.push({ ...answer[0], proficiency: 'beginner' });
    request.answer = answer;
    return [200, {
      id: 'chatcmpl-stand-in',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify({ skills: answer }) }, finish_reason: 'stop' }],
      usage: { prompt_tokens: Math.ceil(prompt.length / 4), completion_tokens: 50, total_tokens: Math.ceil(prompt.length / 4) + 50 },
    }];
  }
}

/** The candidates of the user message: the lines after the CV that are JSON objects with an id. */
function candidateList(prompt: string): ListedCandidate[] {
  const afterCv = prompt.slice(prompt.lastIndexOf('"""') + 3);
  return afterCv.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    const parsed = JSON.parse(line) as Partial<ListedCandidate>;
    return typeof parsed.id === 'number' && typeof parsed.label === 'string' ? [parsed as ListedCandidate] : [];
  });
}
