// Feature-flag evaluator for a web backend: flags have targeting rules over user
// attributes and a percentage rollout keyed on a stable hash of the user id.

export type AttributeValue = string | number | boolean | string[];

export interface User {
  id: string;
  email?: string;
  country?: string;
  plan: 'free' | 'team' | 'enterprise';
  attributes: Record<string, AttributeValue>;
}

export type Operator = 'eq' | 'neq' | 'in' | 'notIn' | 'gt' | 'lt' | 'endsWith' | 'semverGte';

export interface Condition {
  attribute: string;
  operator: Operator;
  values: AttributeValue[];
}

export interface Rule {
  description: string;
  conditions: Condition[];
  variant: string;
  rollout?: number;
}

export interface Flag {
  key: string;
  enabled: boolean;
  variants: Record<string, unknown>;
  defaultVariant: string;
  offVariant: string;
  rules: Rule[];
  salt?: string;
}

export interface Evaluation {
  flag: string;
  variant: string;
  value: unknown;
  reason: 'off' | 'rule' | 'default' | 'error';
  ruleIndex?: number;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function bucket(flagKey: string, salt: string, userId: string): number {
  return fnv1a(`${flagKey}:${salt}:${userId}`) % 10000;
}

function parseSemver(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) {
    return null;
  }
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function semverGte(actual: string, wanted: string): boolean {
  const a = parseSemver(actual);
  const b = parseSemver(wanted);
  if (!a || !b) {
    return false;
  }
  for (let i = 0; i < 3; i++) {
    if (a[i] !== b[i]) {
      return a[i] > b[i];
    }
  }
  return true;
}

function attributeOf(user: User, name: string): AttributeValue | undefined {
  switch (name) {
    case 'id':
      return user.id;
    case 'email':
      return user.email;
    case 'country':
      return user.country;
    case 'plan':
      return user.plan;
    default:
      return user.attributes[name];
  }
}

function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).toLowerCase();
}

function matches(user: User, condition: Condition): boolean {
  const actual = attributeOf(user, condition.attribute);
  if (actual === undefined) {
    return condition.operator === 'notIn' || condition.operator === 'neq';
  }
  const values = condition.values;
  switch (condition.operator) {
    case 'eq':
      return values.length > 0 && actual === values[0];
    case 'neq':
      return values.every((value) => value !== actual);
    case 'in':
      return Array.isArray(actual)
        ? actual.some((item) => values.includes(item))
        : values.includes(actual);
    case 'notIn':
      return !values.includes(actual as string);
    case 'gt':
      return typeof actual === 'number' && values.some((v) => typeof v === 'number' && actual > v);
    case 'lt':
      return typeof actual === 'number' && values.some((v) => typeof v === 'number' && actual < v);
    case 'endsWith':
      if (condition.attribute === 'email') {
        const domain = emailDomain(user.email);
        return values.some((v) => typeof v === 'string' && domain === v.toLowerCase());
      }
      return typeof actual === 'string' && values.some((v) => typeof v === 'string' && actual.endsWith(v));
    case 'semverGte':
      return typeof actual === 'string' && typeof values[0] === 'string' && semverGte(actual, values[0]);
  }
}

function variantValue(flag: Flag, variant: string): unknown {
  if (!(variant in flag.variants)) {
    throw new Error(`flag ${flag.key} has no variant ${variant}`);
  }
  return flag.variants[variant];
}

export function evaluate(flag: Flag, user: User): Evaluation {
  if (!flag.enabled) {
    return { flag: flag.key, variant: flag.offVariant, value: variantValue(flag, flag.offVariant), reason: 'off' };
  }
  try {
    for (let index = 0; index < flag.rules.length; index++) {
      const rule = flag.rules[index];
      if (!rule.conditions.every((condition) => matches(user, condition))) {
        continue;
      }
      if (rule.rollout !== undefined && bucket(flag.key, flag.salt ?? flag.key, user.id) >= rule.rollout * 100) {
        continue;
      }
      return { flag: flag.key, variant: rule.variant, value: variantValue(flag, rule.variant), reason: 'rule', ruleIndex: index };
    }
    return { flag: flag.key, variant: flag.defaultVariant, value: variantValue(flag, flag.defaultVariant), reason: 'default' };
  } catch {
    return { flag: flag.key, variant: flag.offVariant, value: undefined, reason: 'error' };
  }
}

export class FlagStore {
  private flags = new Map<string, Flag>();
  private overrides = new Map<string, Map<string, string>>();

  load(flags: Flag[]): void {
    this.flags.clear();
    for (const flag of flags) {
      this.flags.set(flag.key, flag);
    }
  }

  override(flagKey: string, userId: string, variant: string): void {
    let byUser = this.overrides.get(flagKey);
    if (!byUser) {
      byUser = new Map();
      this.overrides.set(flagKey, byUser);
    }
    byUser.set(userId, variant);
  }

  evaluateAll(user: User): Record<string, Evaluation> {
    const result: Record<string, Evaluation> = {};
    for (const flag of this.flags.values()) {
      const forced = this.overrides.get(flag.key)?.get(user.id);
      result[flag.key] = forced
        ? { flag: flag.key, variant: forced, value: variantValue(flag, forced), reason: 'rule' }
        : evaluate(flag, user);
    }
    return result;
  }
}
