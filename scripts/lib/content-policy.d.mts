// Types for content-policy.mjs.
import type { HostingConfig } from './site-server.mjs';

export const BUILD_FACTS_FILE: string;
export const GOOGLE_MAPS_SOURCES: Record<string, string[]>;
export interface BuildFacts {
  googleMaps: boolean;
}
export function readBuildFacts(folder: string): BuildFacts;
export function widenPolicy(policy: string, directives: string[], sources: string[]): string;
export function policyForBuild(policy: string, facts: BuildFacts): string;
export function mapPolicies(hosting: HostingConfig, change: (policy: string) => string): HostingConfig;
export function policyDirectives(policy: string): Map<string, string[]>;
