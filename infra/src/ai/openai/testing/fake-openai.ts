// An OpenAI-compatible server of our own on 127.0.0.1 (tests never reach the internet): each test says how it
// answers chat completions. The provider's unit tests use it, and so do tests of whole processes (job workers) that
// need an AI which takes time and can be counted.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: unknown;
}
export type Answer = (body: ChatRequest, res: ServerResponse) => void;

export interface FakeOpenAi {
  /** The base URL to configure (OPENAI_BASE_URL). */
  baseUrl: string;
  /** Each request's body, in order of arrival. */
  requests: ChatRequest[];
  close(): Promise<void>;
}

export async function startFakeOpenAi(answer: Answer): Promise<FakeOpenAi> {
  const requests: ChatRequest[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') return void res.writeHead(404).end();
      const body = JSON.parse(raw) as ChatRequest;
      requests.push(body);
      answer(body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve()).closeAllConnections()),
  };
}

export const completion = (content: string, usage = true) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1,
  model: 'gpt-test-2025',
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
  ...(usage ? { usage: { prompt_tokens: 321, completion_tokens: 654, total_tokens: 975 } } : {}),
});

export const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** An idea that passes the provider's schema. */
export const generatedIdea = {
  title: 'ParkPing — free spaces near your office',
  description: 'Shows free parking spaces near offices in real time.',
  category: 'TransportTech',
  businessModel: 'B2C',
  marketSize: '$12B global smart-parking market',
  competition: 'Medium — city apps with stale data',
  problem: 'Commuters circle for 20 minutes.',
  solution: 'Crowd-sourced and sensor data.',
  differentiation: 'Office-focused.',
  goToMarket: 'Office parks in Lisbon.',
  wowFactor: 'A space waits for you.',
  revenue: '$5/month',
  timeline: '5 months to MVP',
  teamSize: '4',
  technologies: ['IoT', 'Mobile'],
  tags: ['parking', 'commute'],
  country: 'Portugal',
  assumptions: ['Assumption: 5% of trial users convert to the paid plan.'],
};
