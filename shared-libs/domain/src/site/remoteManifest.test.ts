import { parseRemoteManifest, remoteBase } from './remoteManifest';

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
    expect(manifest.entries.catalog).toBe('http://192.168.0.20:8081/remoteEntry.js');
    expect(manifest.entries.calendar).toBe('https://cdn.example.com/calendar/remoteEntry.js');
    expect(manifest.timeoutMs).toBe(15000);
  });

  it('takes a time limit between half a second and two minutes, else the default', () => {
    expect(parseRemoteManifest({ ...valid, timeoutMs: 3000 }, 'x').timeoutMs).toBe(3000);
    expect(parseRemoteManifest({ ...valid, timeoutMs: 10 }, 'x').timeoutMs).toBe(15000);
    expect(parseRemoteManifest({ ...valid, timeoutMs: '5000' }, 'x').timeoutMs).toBe(15000);
  });

  it('refuses a manifest without a remote, with a Spanish message naming it', () => {
    expect(() => parseRemoteManifest({ remotes: { ...valid.remotes, chat: '' } }, 'localhost')).toThrow('"chat"');
    expect(() => parseRemoteManifest(null, 'localhost')).toThrow('remotes.json');
  });
});

describe('remoteBase', () => {
  it.each([
    ['http://localhost:8081/remoteEntry.js', 'http://localhost:8081/'],
    ['https://salon-catalog.web.app/20261110-130000-bbbbbbb/remoteEntry.js', 'https://salon-catalog.web.app/20261110-130000-bbbbbbb/'],
    ['http://localhost:8081/remoteEntry.js?intento=2', 'http://localhost:8081/'],
  ])('%p is served from %p', (entry, base) => {
    expect(remoteBase(entry)).toBe(base);
  });
});
