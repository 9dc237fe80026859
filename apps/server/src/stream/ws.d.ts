/**
 * The part of `ws` (v8) that the stream, its tests and the fan-out bench use: the package ships
 * no types and @types/ws is not installed. @fastify/websocket's socket type resolves to this.
 */
declare module 'ws' {
  import { EventEmitter } from 'node:events';
  import type { IncomingMessage, Server as HttpServer } from 'node:http';
  import type { AddressInfo } from 'node:net';

  type RawData = Buffer | ArrayBuffer | Buffer[];

  interface ClientOptions {
    /** Answer pings by itself (the default); `false` lets a test play a client that has gone. */
    autoPong?: boolean;
    maxPayload?: number;
    perMessageDeflate?: boolean;
    handshakeTimeout?: number;
    headers?: Record<string, string>;
  }

  interface ServerOptions {
    host?: string;
    port?: number;
    server?: HttpServer;
    noServer?: boolean;
    maxPayload?: number;
    perMessageDeflate?: boolean;
  }

  class WebSocket extends EventEmitter {
    static readonly CONNECTING: 0;
    static readonly OPEN: 1;
    static readonly CLOSING: 2;
    static readonly CLOSED: 3;
    constructor(address: string, options?: ClientOptions);
    readonly readyState: 0 | 1 | 2 | 3;
    /** Bytes given to `send` that the kernel has not taken yet. */
    readonly bufferedAmount: number;
    /** The extensions negotiated, comma-separated (`permessage-deflate`), or `''` for none. */
    readonly extensions: string;
    send(data: string | Buffer, options?: { binary?: boolean; compress?: boolean }, callback?: (error?: Error) => void): void;
    ping(data?: string | Buffer, mask?: boolean, callback?: (error?: Error) => void): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
    /** Stops reading from the socket (so the peer's sends back up), until `resume`. */
    pause(): void;
    resume(): void;
    on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: 'open' | 'ping' | 'pong', listener: () => void): this;
    once(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
    once(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    once(event: 'error', listener: (error: Error) => void): this;
    once(event: 'open' | 'ping' | 'pong', listener: () => void): this;
  }

  class WebSocketServer extends EventEmitter {
    constructor(options: ServerOptions, callback?: () => void);
    readonly clients: Set<WebSocket>;
    address(): AddressInfo | string | null;
    close(callback?: (error?: Error) => void): void;
    on(event: 'connection', listener: (socket: WebSocket, request: IncomingMessage) => void): this;
    on(event: 'listening', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }

  export { WebSocket, WebSocketServer, WebSocketServer as Server };
  export type { ClientOptions, RawData, ServerOptions };
  export default WebSocket;
}
