/** Types of server-heap.mjs (plain JavaScript: npm start runs it before anything is installed). */
export declare const DEFAULT_SERVER_HEAP_MB: number;
export declare function serverHeapFlag(env?: Record<string, string | undefined>): string;
export declare const SERVER_SEMI_SPACE_MB: number;
export declare function serverNodeFlags(env?: Record<string, string | undefined>): string[];
