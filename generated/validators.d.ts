// Generated from catalog/ by `make gen`; do not edit.
import type { CompiledValidator } from '../runtime/support/index.js';

export declare const administrator_create: CompiledValidator;
export declare const administrator_update: CompiledValidator;
export declare const myadmin_update: CompiledValidator;
export declare const mytenant_update: CompiledValidator;
export declare const role_create: CompiledValidator;
export declare const role_update: CompiledValidator;
export declare const tenant_create: CompiledValidator;
export declare const tenant_update: CompiledValidator;
