/** Registers how one copy of this process's cache handler expires tags (cache-handler.mjs). */
export declare function registerInProcessExpiry(expire: (tags: string[]) => void): void;

/** Expires tags in every cache handler copy of this process; false when none is loaded yet. */
export declare function expireTagsInProcess(tags: string[]): boolean;
