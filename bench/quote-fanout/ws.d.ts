/**
 * The part of `ws` (v8) this bench uses; the package ships no types and @types/ws is not
 * installed. The server's own, wider declaration is apps/server/src/stream/ws.d.ts.
 */
declare module 'ws' {
  import { EventEmitter } from 'node:events';

  class WebSocket extends EventEmitter {
    constructor(
      address: string,
      options?: { perMessageDeflate?: boolean; handshakeTimeout?: number; headers?: Record<string, string> },
    );
    send(data: string | Buffer): void;
    terminate(): void;
    on(event: 'message', listener: (data: Buffer) => void): this;
    on(event: 'close', listener: () => void): this;
    once(event: 'open' | 'close', listener: () => void): this;
    once(event: 'error', listener: (error: Error) => void): this;
  }

  class WebSocketServer extends EventEmitter {
    constructor(options: { port?: number; host?: string; perMessageDeflate?: boolean });
    address(): object | string | null;
    close(): void;
    on(event: 'connection', listener: (socket: WebSocket, request: import('node:http').IncomingMessage) => void): this;
    on(event: 'listening', listener: () => void): this;
  }

  export { WebSocket, WebSocketServer };
}
