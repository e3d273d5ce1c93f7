// Staff accounts: the role lives on the server side, as a custom claim the database rules read
// (auth.token.role), mirrored in staff/{uid} so the back-office can list who has access.
import type { Auth } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';
import type { STAFF_ROLES, StaffShape } from '@salon/schema';

export type Role = (typeof STAFF_ROLES)[number];

export interface StaffAccount {
  uid?: string;
  email: string;
  password?: string;
  role: Role;
}

export async function setStaffRole(auth: Auth, db: Database, account: StaffAccount): Promise<string> {
  let uid: string;
  try {
    uid = (await auth.getUserByEmail(account.email)).uid;
    if (account.password) await auth.updateUser(uid, { password: account.password });
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    if (!account.password) throw new Error(`No existe ${account.email}: indicá una contraseña para crearlo.`);
    uid = (await auth.createUser({ uid: account.uid, email: account.email, password: account.password, emailVerified: true })).uid;
  }
  await auth.setCustomUserClaims(uid, { role: account.role });
  const mirror: StaffShape[string] = { email: account.email, role: account.role };
  await db.ref(`staff/${uid}`).set(mirror);
  return uid;
}

export async function removeStaff(auth: Auth, db: Database, email: string): Promise<void> {
  const user = await auth.getUserByEmail(email);
  await auth.setCustomUserClaims(user.uid, null);
  await auth.revokeRefreshTokens(user.uid);
  await db.ref(`staff/${user.uid}`).remove();
}
