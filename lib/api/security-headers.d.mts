// Types of security-headers.mjs (plain JavaScript so that next.config.mjs could import it).
export declare const SECURITY_HEADERS: { key: string; value: string }[];
export declare const API_HEADERS: { key: string; value: string }[];
export declare const DOCUMENT_HEADERS: { key: string; value: string }[];
export declare const DOCS_HEADERS: { key: string; value: string }[];
export declare function headersFor(target: string): readonly { key: string; value: string }[];
