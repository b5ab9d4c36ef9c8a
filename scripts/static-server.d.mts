import type { Server } from 'node:http';

export function createStaticServer(options: { root: string; mount?: string; gzip?: boolean; log?: boolean }): Server;

export function contentType(file: string): string;
