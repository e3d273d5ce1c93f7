import path from 'node:path';
import { PORTS } from './ports';
import { repoRoot } from './processes';

export interface AppInfo {
  name: 'host' | 'catalog' | 'calendar' | 'chat' | 'backoffice';
  dir: string;
  port: number;
}

export const APPS: AppInfo[] = [
  { name: 'host', dir: path.join(repoRoot, 'host'), port: PORTS.host },
  { name: 'catalog', dir: path.join(repoRoot, 'remotes/catalog'), port: PORTS.catalog },
  { name: 'calendar', dir: path.join(repoRoot, 'remotes/calendar'), port: PORTS.calendar },
  { name: 'chat', dir: path.join(repoRoot, 'remotes/chat'), port: PORTS.chat },
  { name: 'backoffice', dir: path.join(repoRoot, 'remotes/backoffice'), port: PORTS.backoffice },
];
