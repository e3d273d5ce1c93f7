import { sharedRuntimeEntry } from './manifest';

describe('the entry that runs on the page’s federation runtime', () => {
  it('is the file of that name beside the remote’s remoteEntry.js, keeping the folder of its release', () => {
    expect(sharedRuntimeEntry('http://192.168.0.20:8081/remoteEntry.js', 'remoteEntry.page-2.9.2.js')).toBe(
      'http://192.168.0.20:8081/remoteEntry.page-2.9.2.js',
    );
    expect(sharedRuntimeEntry('https://salon-catalog.web.app/20261110-130000-bbbbbbb/remoteEntry.js', 'remoteEntry.page-2.9.2.js')).toBe(
      'https://salon-catalog.web.app/20261110-130000-bbbbbbb/remoteEntry.page-2.9.2.js',
    );
    expect(sharedRuntimeEntry('http://localhost:8081/remoteEntry.js?intento=2', 'remoteEntry.page-2.9.2.js')).toBe(
      'http://localhost:8081/remoteEntry.page-2.9.2.js?intento=2',
    );
  });

  it('is not asked for in development, nor when the manifest names an entry of another name', () => {
    expect(sharedRuntimeEntry('http://localhost:8081/remoteEntry.js', '')).toBeUndefined();
    expect(sharedRuntimeEntry('http://localhost:8081/remoteEntry.js', undefined)).toBeUndefined();
    expect(sharedRuntimeEntry('https://cdn.example.com/catalog/entry.js', 'remoteEntry.page-2.9.2.js')).toBeUndefined();
    expect(sharedRuntimeEntry('https://cdn.example.com/catalog/oldremoteEntry.js', 'remoteEntry.page-2.9.2.js')).toBeUndefined();
  });
});
