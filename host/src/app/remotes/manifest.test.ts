import { parseRemoteManifest } from './manifest';

describe('remotes.json', () => {
  const valid = {
    remotes: {
      catalog: 'http://{hostname}:8081/remoteEntry.js',
      calendar: 'https://cdn.example.com/calendar/remoteEntry.js',
      chat: 'http://{hostname}:8083/remoteEntry.js',
      backoffice: 'http://{hostname}:8084/remoteEntry.js',
    },
  };

  it('puts the page host name where {hostname} stands and keeps absolute addresses', () => {
    const manifest = parseRemoteManifest(valid, '192.168.0.20');
    expect(manifest.catalog).toBe('http://192.168.0.20:8081/remoteEntry.js');
    expect(manifest.calendar).toBe('https://cdn.example.com/calendar/remoteEntry.js');
  });

  it('refuses a manifest without a remote, with a Spanish message naming it', () => {
    expect(() => parseRemoteManifest({ remotes: { ...valid.remotes, chat: '' } }, 'localhost')).toThrow('"chat"');
    expect(() => parseRemoteManifest(null, 'localhost')).toThrow('remotes.json');
  });
});
