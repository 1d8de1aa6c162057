import { randomUUID } from 'node:crypto';
import { GENERAL_AUTHORIZATION_AUCTION_ID } from '../../domain/shared/auction-types.ts';
import type { accounts, bidderAuthorizations, profiles, userRoles, users } from '../db/schema.ts';

export const DEMO_PASSWORD = 'Password123!';

export const USER_KEYS = ['admin', 'seller', 'bidder', 'buyer', 'maria', 'dave', 'tom', 'rachel', 'marcus', 'emily', 'luis', 'hannah', 'chris'] as const;
export type UserKey = (typeof USER_KEYS)[number];

interface DemoUser {
  email: string;
  name: string;
  bio: string | null;
  verified: boolean;
  /** Holds the general bidder authorization (SPEC 3). */
  authorized: boolean;
  admin?: boolean;
  joinedDaysAgo: number;
  phone: string;
}

const DEMO_USERS: Record<UserKey, DemoUser> = {
  admin: {
    email: 'admin@example.com',
    name: 'Site Admin',
    bio: 'Marketplace operations team.',
    verified: true,
    authorized: false,
    admin: true,
    joinedDaysAgo: 400,
    phone: '(480) 555-0100',
  },
  seller: {
    email: 'seller@example.com',
    name: 'Classic Motors',
    bio:
      'Family-owned collector car and equipment dealer since 1987 with showrooms in Scottsdale and Charlotte. ' +
      'Every consignment goes through our own shop before it is listed, and we disclose what we find: ' +
      'service records, paint-meter readings and an honest list of flaws come with every listing.',
    verified: true,
    authorized: false,
    joinedDaysAgo: 380,
    phone: '(480) 555-0142',
  },
  bidder: {
    email: 'bidder@example.com',
    name: 'Jordan Bidder',
    bio: 'Weekend canyon driver hunting for a manual sports car and the occasional vintage bike.',
    verified: false,
    authorized: true,
    joinedDaysAgo: 120,
    phone: '(602) 555-0187',
  },
  buyer: {
    email: 'buyer@example.com',
    name: 'Sam Buyer',
    bio: null,
    verified: false,
    authorized: false,
    joinedDaysAgo: 9,
    phone: '(704) 555-0119',
  },
  maria: {
    email: 'maria.alvarez@example.com',
    name: 'Maria Alvarez',
    bio:
      'Air-cooled Porsche owner for twenty years and a regular at Rennsport Reunion. ' +
      'I sell a car or two a year from my own garage, always with the full paper trail.',
    verified: true,
    authorized: true,
    joinedDaysAgo: 300,
    phone: '(619) 555-0163',
  },
  dave: {
    email: 'dave.kowalski@example.com',
    name: 'Dave Kowalski',
    bio:
      'Owner-operator turned fleet manager: thirty years hauling freight out of Joliet. ' +
      'Trucks are sold as we rotate the fleet; all maintained in our own shop with ECM reports on request.',
    verified: true,
    authorized: false,
    joinedDaysAgo: 260,
    phone: '(815) 555-0124',
  },
  tom: {
    email: 'tom.becker@example.com',
    name: 'Tom Becker',
    bio: 'AMCA member and vintage motorcycle collector. Mostly American V-twins and seventies Japanese fours, ' + 'all ridden and sorted in my home shop.',
    verified: false,
    authorized: true,
    joinedDaysAgo: 210,
    phone: '(414) 555-0176',
  },
  rachel: {
    email: 'rachel.nguyen@example.com',
    name: 'Rachel Nguyen',
    bio: 'Lifelong boater on Tampa Bay. I buy, sort and sell a few boats a year; every one is sea trialed before it is listed.',
    verified: true,
    authorized: false,
    joinedDaysAgo: 190,
    phone: '(813) 555-0158',
  },
  marcus: {
    email: 'marcus.reed@example.com',
    name: 'Marcus Reed',
    bio:
      'Reed Excavation, Denver. We sell iron as we upgrade the fleet; machines come with dealer service history ' + 'and can be inspected and run at our yard.',
    verified: true,
    authorized: true,
    joinedDaysAgo: 240,
    phone: '(303) 555-0131',
  },
  emily: {
    email: 'emily.chen@example.com',
    name: 'Emily Chen',
    bio: 'Collector and weekend autocrosser, always after honest eighties and nineties Japanese sports cars.',
    verified: false,
    authorized: true,
    joinedDaysAgo: 150,
    phone: '(206) 555-0149',
  },
  luis: {
    email: 'luis.ortega@example.com',
    name: 'Luis Ortega',
    bio: 'Small hauling outfit in Laredo. Trailers are sold as we replace them, with inspection reports.',
    verified: false,
    authorized: false,
    joinedDaysAgo: 170,
    phone: '(956) 555-0193',
  },
  hannah: {
    email: 'hannah.price@example.com',
    name: 'Hannah Price',
    bio: 'Full-time RVer since 2016, now based in Boise. I have owned most kinds of rigs and sell the ones we outgrow.',
    verified: true,
    authorized: true,
    joinedDaysAgo: 140,
    phone: '(208) 555-0172',
  },
  chris: {
    email: 'chris.walker@example.com',
    name: 'Chris Walker',
    bio: 'Muscle cars and vintage 4x4s. Restoration shop in Nashville; I sell finished projects and the occasional survivor.',
    verified: true,
    authorized: true,
    joinedDaysAgo: 330,
    phone: '(615) 555-0138',
  },
};

export interface DemoPeople {
  ids: Record<UserKey, string>;
  names: Record<UserKey, string>;
  phones: Record<UserKey, string>;
  /** Users holding the general authorization: the only ones who bid in the demo data. */
  bidders: UserKey[];
  users: (typeof users.$inferInsert)[];
  accounts: (typeof accounts.$inferInsert)[];
  profiles: (typeof profiles.$inferInsert)[];
  roles: (typeof userRoles.$inferInsert)[];
  authorizations: (typeof bidderAuthorizations.$inferInsert)[];
}

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

export function buildDemoPeople(now: Date, passwordHash: string): DemoPeople {
  const ids = {} as Record<UserKey, string>;
  const names = {} as Record<UserKey, string>;
  const phones = {} as Record<UserKey, string>;
  const people: DemoPeople = {
    ids,
    names,
    phones,
    bidders: [],
    users: [],
    accounts: [],
    profiles: [],
    roles: [],
    authorizations: [],
  };
  for (const key of USER_KEYS) {
    const u = DEMO_USERS[key];
    const id = randomUUID();
    const joined = daysBefore(now, u.joinedDaysAgo);
    ids[key] = id;
    names[key] = u.name;
    phones[key] = u.phone;
    people.users.push({ id, name: u.name, email: u.email, emailVerified: true, createdAt: joined, updatedAt: joined });
    people.accounts.push({
      userId: id,
      accountId: id,
      providerId: 'credential',
      password: passwordHash,
      createdAt: joined,
      updatedAt: joined,
    });
    people.profiles.push({ userId: id, displayName: u.name, bio: u.bio, isVerified: u.verified, createdAt: joined });
    if (u.admin) people.roles.push({ userId: id, role: 'admin', createdAt: joined });
    if (u.authorized) {
      people.bidders.push(key);
      const at = daysBefore(now, Math.min(u.joinedDaysAgo - 1, 60));
      people.authorizations.push({
        userId: id,
        auctionId: GENERAL_AUTHORIZATION_AUCTION_ID,
        authorizationType: 'manual',
        status: 'authorized',
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  return people;
}
