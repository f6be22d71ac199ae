import { ROLES, type Role } from '@kyo/contracts';
import type { SelectOption } from '../../../components/ui/select';

/** The role options, in the order of the contract (least to most trusted). */
export function roleOptions(t: (key: string) => string): SelectOption<Role>[] {
  return ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}
