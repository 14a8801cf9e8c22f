// Types of security-headers.mjs (plain JavaScript so that next.config.mjs can import it).
export declare const SECURITY_HEADERS: { key: string; value: string }[];
export declare const API_HEADERS: { key: string; value: string }[];
