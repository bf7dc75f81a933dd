import { createMemoryStore } from '../ports';
import { createFollowedManagers, createManagerCompareList } from './manager-lists';

describe('followed managers', () => {
  it('moves a followed manager to the front without duplicates and flags the change', () => {
    const store = createMemoryStore();
    const managers = createFollowedManagers(store);
    managers.follow(1);
    managers.follow('2');
    const after = managers.follow(1);
    expect(after).toEqual({ ids: ['1', '2'], updated: true });
    expect(managers.isFollowed('2')).toBe(true);
    expect(store.getItem('ls_followed_managers')).not.toBeNull();
  });

  it('removes on unfollow and clears the flag once synced', () => {
    const managers = createFollowedManagers(createMemoryStore());
    managers.follow(1);
    managers.markSynced();
    expect(managers.snapshot().updated).toBe(false);
    expect(managers.unfollow(1)).toEqual({ ids: [], updated: true });
    expect(managers.isFollowed(1)).toBe(false);
  });

  it('takes the server list as is', () => {
    const managers = createFollowedManagers(createMemoryStore());
    managers.follow(9);
    expect(managers.replace([3, 4, 3])).toEqual({ ids: ['3', '4'], updated: false });
    expect(managers.ids()).toEqual(['3', '4']);
  });

  it('reads a corrupt or odd value as an empty list', () => {
    expect(createFollowedManagers(createMemoryStore({ ls_followed_managers: '][' })).snapshot()).toEqual({ ids: [], updated: false });
    expect(createFollowedManagers(createMemoryStore({ ls_followed_managers: '{"ids":"x"}' })).snapshot()).toEqual({ ids: [], updated: false });
  });
});

describe('manager compare list', () => {
  it('keeps managers newest first without duplicates', () => {
    const compare = createManagerCompareList(createMemoryStore());
    compare.add('a');
    compare.add('b');
    expect(compare.add('a')).toEqual(['a', 'b']);
  });
});
