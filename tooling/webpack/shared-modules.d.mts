export declare const SINGLETONS: readonly string[];
export declare const SHARED_SINGLETON_ENTRIES: readonly string[];
export declare const BUNDLED_PER_APP: ReadonlySet<string>;
export declare const BUNDLED_ON_PURPOSE: Readonly<Record<string, string>>;
export declare function sharedModules(appPackage: { dependencies?: Record<string, string> }): Record<string, object>;
export declare const TRIMMED_ALIASES: Readonly<Record<string, string>>;
