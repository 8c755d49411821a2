// Generated from the server's /api/openapi.json by `npm run api:types`; do not edit.
// src/server/api-schema.test.ts fails when this file and the server's routes disagree.
export interface paths {
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness: the process answers (restart it when this fails) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Alive */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ok';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness, for a load balancer: the database answers, migrations are applied, the event bus is connected and the process is not stopping */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Send it traffic */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ready' | 'not_ready';
              checks: {
                /** @enum {string} */
                database: 'ok' | 'failing' | 'draining';
                /** @enum {string} */
                migrations: 'ok' | 'failing' | 'draining';
                /** @enum {string} */
                bus: 'ok' | 'failing' | 'draining';
                /** @enum {string} */
                process: 'ok' | 'failing' | 'draining';
              };
            };
          };
        };
        /** @description Send it no traffic now; `checks` says why */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ready' | 'not_ready';
              checks: {
                /** @enum {string} */
                database: 'ok' | 'failing' | 'draining';
                /** @enum {string} */
                migrations: 'ok' | 'failing' | 'draining';
                /** @enum {string} */
                bus: 'ok' | 'failing' | 'draining';
                /** @enum {string} */
                process: 'ok' | 'failing' | 'draining';
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What the web app needs to know about this server (which sign-in providers are configured) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Public configuration */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              providers: {
                google: boolean;
                linkedin: boolean;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in account, its roles, active role and profile summary */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The account */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                id: string;
                email: string;
                name: string;
                emailVerified: boolean;
              };
              roles: ('student' | 'professional' | 'company' | 'institution')[];
              /** @enum {string|null} */
              activeRole: 'student' | 'professional' | 'company' | 'institution' | null;
              profile: {
                fullName: string | null;
                avatarUrl: string | null;
                profileComplete: boolean;
              };
              isStaff: boolean;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a role the user does not hold yet; it becomes the active role */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            role: 'student' | 'professional' | 'company' | 'institution';
          };
        };
      };
      responses: {
        /** @description Role added */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                id: string;
                email: string;
                name: string;
                emailVerified: boolean;
              };
              roles: ('student' | 'professional' | 'company' | 'institution')[];
              /** @enum {string|null} */
              activeRole: 'student' | 'professional' | 'company' | 'institution' | null;
              profile: {
                fullName: string | null;
                avatarUrl: string | null;
                profileComplete: boolean;
              };
              isStaff: boolean;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/active-role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** set_active_role: act as another role the user holds */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            role: 'student' | 'professional' | 'company' | 'institution';
          };
        };
      };
      responses: {
        /** @description Active role changed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                id: string;
                email: string;
                name: string;
                emailVerified: boolean;
              };
              roles: ('student' | 'professional' | 'company' | 'institution')[];
              /** @enum {string|null} */
              activeRole: 'student' | 'professional' | 'company' | 'institution' | null;
              profile: {
                fullName: string | null;
                avatarUrl: string | null;
                profileComplete: boolean;
              };
              isStaff: boolean;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/security': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Security settings: e-mail verification, two-factor, linked sign-in methods, active sessions */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The account security state */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: string;
              emailVerified: boolean;
              twoFactorEnabled: boolean;
              methods: {
                id: string;
                providerId: string;
                linkedAt: string;
              }[];
              available: {
                google: boolean;
                linkedin: boolean;
              };
              sessions: {
                id: string;
                userAgent: string | null;
                ipAddress: string | null;
                createdAt: string;
                lastUsedAt: string;
                current: boolean;
              }[];
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Sign out one of your sessions (another device) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Signed out there */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's profile, as the setup and edit forms read it */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The profile */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              fullName: string | null;
              organizationName: string | null;
              headline: string | null;
              bio: string | null;
              address: string | null;
              skills: string[];
              avatarUrl: string | null;
              bannerUrl: string | null;
              profileComplete: boolean;
              completionPercentage: number;
              updatedAt: string;
              category?: string | null;
              serviceArea?: string | null;
              yearsExperience?: number | null;
              hourlyRate?: number | null;
              isVerified?: boolean;
              districtId?: string | null;
              localLevelId?: string | null;
              placeDetail?: string | null;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    /** Save the profile form of a held role: Save and Continue (setup), Skip for Now (skip), Save Changes (edit) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                /** @enum {string} */
                intent: 'setup';
                profile:
                  | {
                      /** @enum {string} */
                      role: 'student';
                      fullName: string;
                      headline: string;
                      /** @enum {string} */
                      educationLevel: 'High School' | "Bachelor's" | "Master's" | 'PhD' | 'Other';
                      interests: string[];
                    }
                  | {
                      /** @enum {string} */
                      role: 'professional';
                      fullName: string;
                      headline: string;
                      skills: string[];
                      /** @enum {string} */
                      category?:
                        | 'Plumbing'
                        | 'Electrical Work'
                        | 'Carpentry'
                        | 'Painting'
                        | 'Home Cleaning'
                        | 'Landscaping & Gardening'
                        | 'Appliance Repair'
                        | 'General Handyman'
                        | '';
                      serviceArea?: string;
                      yearsExperience?: string | number;
                      hourlyRate?: string | number;
                      districtId?: string | null;
                      localLevelId?: string | null;
                    }
                  | {
                      /** @enum {string} */
                      role: 'institution';
                      name: string;
                      location: string;
                      districtId?: string | null;
                      localLevelId?: string | null;
                    }
                  | {
                      /** @enum {string} */
                      role: 'company';
                      name: string;
                      location: string;
                      districtId?: string | null;
                      localLevelId?: string | null;
                      /** @enum {string} */
                      industry:
                        | 'Technology'
                        | 'Healthcare'
                        | 'Education'
                        | 'Finance'
                        | 'Manufacturing'
                        | 'Retail'
                        | 'Hospitality'
                        | 'Construction'
                        | 'Other';
                      /** @enum {string} */
                      companySize:
                        | '1-10'
                        | '11-50'
                        | '51-200'
                        | '201-500'
                        | '501+'
                        | '1-10 employees'
                        | '11-50 employees'
                        | '51-200 employees'
                        | '201-500 employees'
                        | '501-1000 employees'
                        | '1000+ employees';
                      about?: string;
                    };
              }
            | {
                /** @enum {string} */
                intent: 'skip';
                profile:
                  | {
                      /** @enum {string} */
                      role: 'student';
                      fullName?: string;
                      headline?: string;
                      /** @enum {string} */
                      educationLevel?: 'High School' | "Bachelor's" | "Master's" | 'PhD' | 'Other' | '';
                      interests?: string[];
                    }
                  | {
                      /** @enum {string} */
                      role: 'professional';
                      fullName?: string;
                      headline?: string;
                      skills?: string[];
                      /** @enum {string} */
                      category?:
                        | 'Plumbing'
                        | 'Electrical Work'
                        | 'Carpentry'
                        | 'Painting'
                        | 'Home Cleaning'
                        | 'Landscaping & Gardening'
                        | 'Appliance Repair'
                        | 'General Handyman'
                        | '';
                      serviceArea?: string;
                      yearsExperience?: string | number;
                      hourlyRate?: string | number;
                      districtId?: string | null;
                      localLevelId?: string | null;
                    }
                  | {
                      /** @enum {string} */
                      role: 'institution';
                      name?: string;
                      location?: string;
                      districtId?: string | null;
                      localLevelId?: string | null;
                    }
                  | {
                      /** @enum {string} */
                      role: 'company';
                      name?: string;
                      location?: string;
                      districtId?: string | null;
                      localLevelId?: string | null;
                      /** @enum {string} */
                      industry?:
                        | 'Technology'
                        | 'Healthcare'
                        | 'Education'
                        | 'Finance'
                        | 'Manufacturing'
                        | 'Retail'
                        | 'Hospitality'
                        | 'Construction'
                        | 'Other'
                        | '';
                      /** @enum {string} */
                      companySize?:
                        | '1-10'
                        | '11-50'
                        | '51-200'
                        | '201-500'
                        | '501+'
                        | '1-10 employees'
                        | '11-50 employees'
                        | '51-200 employees'
                        | '201-500 employees'
                        | '501-1000 employees'
                        | '1000+ employees'
                        | '';
                      about?: string;
                    };
              }
            | {
                /** @enum {string} */
                intent: 'edit';
                profile:
                  | {
                      /** @enum {string} */
                      role: 'student';
                      fullName: string;
                      headline: string;
                      /** @enum {string} */
                      educationLevel: 'High School' | "Bachelor's" | "Master's" | 'PhD' | 'Other';
                      interests: string[];
                    }
                  | {
                      /** @enum {string} */
                      role: 'professional';
                      fullName: string;
                      headline: string;
                      skills: string[];
                      /** @enum {string} */
                      category?:
                        | 'Plumbing'
                        | 'Electrical Work'
                        | 'Carpentry'
                        | 'Painting'
                        | 'Home Cleaning'
                        | 'Landscaping & Gardening'
                        | 'Appliance Repair'
                        | 'General Handyman'
                        | '';
                      serviceArea?: string;
                      yearsExperience?: string | number;
                      hourlyRate?: string | number;
                      districtId?: string | null;
                      localLevelId?: string | null;
                    }
                  | {
                      /** @enum {string} */
                      role: 'institution';
                      name: string;
                      location: string;
                      districtId?: string | null;
                      localLevelId?: string | null;
                    }
                  | {
                      /** @enum {string} */
                      role: 'company';
                      name: string;
                      location: string;
                      districtId?: string | null;
                      localLevelId?: string | null;
                      /** @enum {string} */
                      industry:
                        | 'Technology'
                        | 'Healthcare'
                        | 'Education'
                        | 'Finance'
                        | 'Manufacturing'
                        | 'Retail'
                        | 'Hospitality'
                        | 'Construction'
                        | 'Other';
                      /** @enum {string} */
                      companySize:
                        | '1-10 employees'
                        | '11-50 employees'
                        | '51-200 employees'
                        | '201-500 employees'
                        | '501-1000 employees'
                        | '1000+ employees'
                        | '1-10'
                        | '11-50'
                        | '51-200'
                        | '201-500'
                        | '501+';
                      about: string;
                    };
              };
        };
      };
      responses: {
        /** @description The saved profile */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              fullName: string | null;
              organizationName: string | null;
              headline: string | null;
              bio: string | null;
              address: string | null;
              skills: string[];
              avatarUrl: string | null;
              bannerUrl: string | null;
              profileComplete: boolean;
              completionPercentage: number;
              updatedAt: string;
              category?: string | null;
              serviceArea?: string | null;
              yearsExperience?: number | null;
              hourlyRate?: number | null;
              isVerified?: boolean;
              districtId?: string | null;
              localLevelId?: string | null;
              placeDetail?: string | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/avatar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a profile picture or logo: raw image bytes, at most 5 MB; stored as 512×512 WebP */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      /** @description The image file itself (JPEG, PNG, WebP, GIF or AVIF); the declared type is not trusted */
      requestBody: {
        content: {
          'application/octet-stream': string;
        };
      };
      responses: {
        /** @description Stored and saved on the profile */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              url: string;
              profile: {
                fullName: string | null;
                organizationName: string | null;
                headline: string | null;
                bio: string | null;
                address: string | null;
                skills: string[];
                avatarUrl: string | null;
                bannerUrl: string | null;
                profileComplete: boolean;
                completionPercentage: number;
                updatedAt: string;
                category?: string | null;
                serviceArea?: string | null;
                yearsExperience?: number | null;
                hourlyRate?: number | null;
                isVerified?: boolean;
                districtId?: string | null;
                localLevelId?: string | null;
                placeDetail?: string | null;
              };
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/banner': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a cover banner: raw image bytes, at most 10 MB; stored as 1920×400 WebP */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      /** @description The image file itself (JPEG, PNG, WebP, GIF or AVIF); the declared type is not trusted */
      requestBody: {
        content: {
          'application/octet-stream': string;
        };
      };
      responses: {
        /** @description Stored and saved on the profile */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              url: string;
              profile: {
                fullName: string | null;
                organizationName: string | null;
                headline: string | null;
                bio: string | null;
                address: string | null;
                skills: string[];
                avatarUrl: string | null;
                bannerUrl: string | null;
                profileComplete: boolean;
                completionPercentage: number;
                updatedAt: string;
                category?: string | null;
                serviceArea?: string | null;
                yearsExperience?: number | null;
                hourlyRate?: number | null;
                isVerified?: boolean;
                districtId?: string | null;
                localLevelId?: string | null;
                placeDetail?: string | null;
              };
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/catalogue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Courses and active programs: search (typo tolerant), tab, category chip, filters, page */
    get: {
      parameters: {
        query?: {
          q?: string;
          tab?: 'all' | 'tech' | 'trades';
          category?:
            | 'Digital Marketing'
            | 'Web Development'
            | 'Graphic Design & UI/UX'
            | 'IT Support & Networking'
            | 'Accounting'
            | 'College Degree'
            | 'Professional Certification'
            | 'Hospitality & Tourism'
            | 'Construction & Trades'
            | 'Modern Agriculture'
            | 'Healthcare'
            | 'Electrical & Electronics'
            | 'Standalone Course'
            | 'Workshop';
          page?: number;
          format?: 'online' | 'in-person' | 'hybrid';
          price?: 'free' | 'paid' | 'under-10k' | '10k-50k' | '50k-plus';
          duration?: 'under-1m' | '1-3m' | '3-6m' | '6-12m' | 'over-1y';
          level?: '1' | '2' | '3' | '4';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description One page of cards */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                /** @enum {string} */
                kind: 'course' | 'program';
                id: string;
                title: string;
                titleNe: string | null;
                description: string;
                descriptionNe: string | null;
                keySkills: string[];
                duration: string;
                certification: string | null;
                careerOpportunities: string | null;
                imageUrl: string | null;
                category: string;
                subcategory: string;
                feePaisa?: number;
              }[];
              total: number;
              totalIsCapped: boolean;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/catalogue/facets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** For each option of the list's filters (format, price, duration, level), how many courses and programs the list would show with it, keeping the search, tab, chip and the other filters; capped as the list's total */
    get: {
      parameters: {
        query?: {
          q?: string;
          tab?: 'all' | 'tech' | 'trades';
          category?:
            | 'Digital Marketing'
            | 'Web Development'
            | 'Graphic Design & UI/UX'
            | 'IT Support & Networking'
            | 'Accounting'
            | 'College Degree'
            | 'Professional Certification'
            | 'Hospitality & Tourism'
            | 'Construction & Trades'
            | 'Modern Agriculture'
            | 'Healthcare'
            | 'Electrical & Electronics'
            | 'Standalone Course'
            | 'Workshop';
          format?: 'online' | 'in-person' | 'hybrid';
          price?: 'free' | 'paid' | 'under-10k' | '10k-50k' | '50k-plus';
          duration?: 'under-1m' | '1-3m' | '3-6m' | '6-12m' | 'over-1y';
          level?: '1' | '2' | '3' | '4';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Counts per filter option */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              format: {
                online: {
                  count: number;
                  isCapped: boolean;
                };
                'in-person': {
                  count: number;
                  isCapped: boolean;
                };
                hybrid: {
                  count: number;
                  isCapped: boolean;
                };
              };
              price: {
                free: {
                  count: number;
                  isCapped: boolean;
                };
                paid: {
                  count: number;
                  isCapped: boolean;
                };
                'under-10k': {
                  count: number;
                  isCapped: boolean;
                };
                '10k-50k': {
                  count: number;
                  isCapped: boolean;
                };
                '50k-plus': {
                  count: number;
                  isCapped: boolean;
                };
              };
              duration: {
                'under-1m': {
                  count: number;
                  isCapped: boolean;
                };
                '1-3m': {
                  count: number;
                  isCapped: boolean;
                };
                '3-6m': {
                  count: number;
                  isCapped: boolean;
                };
                '6-12m': {
                  count: number;
                  isCapped: boolean;
                };
                'over-1y': {
                  count: number;
                  isCapped: boolean;
                };
              };
              level: {
                1: {
                  count: number;
                  isCapped: boolean;
                };
                2: {
                  count: number;
                  isCapped: boolean;
                };
                3: {
                  count: number;
                  isCapped: boolean;
                };
                4: {
                  count: number;
                  isCapped: boolean;
                };
              };
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/courses/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A course with its modules; signed in and enrolled: my enrolment (and the visit is recorded) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The course */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              kind: 'course' | 'program';
              id: string;
              title: string;
              titleNe: string | null;
              description: string;
              descriptionNe: string | null;
              keySkills: string[];
              duration: string;
              certification: string | null;
              careerOpportunities: string | null;
              imageUrl: string | null;
              category: string;
              subcategory: string;
              feePaisa?: number;
              modules: string[];
              enrollment: {
                progress: number;
                completedModules: number[];
                lastAccessed: string;
                enrolledAt: string;
              } | null;
              provider: {
                id: string;
                name: string;
                /** @enum {string} */
                kind: 'institution' | 'professional';
                isVerified: boolean;
              } | null;
              credentialUrl: string | null;
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/courses/{id}/enrol': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enrol in a course; enrolling again answers the existing enrolment with 200 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Already enrolled */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              progress: number;
              completedModules: number[];
              lastAccessed: string;
              enrolledAt: string;
            };
          };
        };
        /** @description Enrolled */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              progress: number;
              completedModules: number[];
              lastAccessed: string;
              enrolledAt: string;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/courses/{id}/progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save the modules I finished; the progress percentage is computed by the server */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            completedModules: number[];
          };
        };
      };
      responses: {
        /** @description My enrolment */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              progress: number;
              completedModules: number[];
              lastAccessed: string;
              enrolledAt: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/institution/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The institution's programs, newest first, with enrolled students and totals */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The dashboard */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              totalActivePrograms: number;
              totalEnrolledStudents: number;
              programs: {
                id: string;
                institutionId: string;
                programTitle: string;
                programTitleNe: string | null;
                organizationName: string;
                /** @enum {string} */
                programType: 'College Degree' | 'Professional Certification' | 'Standalone Course' | 'Workshop';
                credentialAwarded: string;
                description: string;
                descriptionNe: string | null;
                /** @enum {string} */
                format: 'in-person' | 'online' | 'hybrid';
                location: string | null;
                districtId: string | null;
                localLevelId: string | null;
                locationDetail: string | null;
                duration: string;
                totalCost: string;
                feePaisa: number;
                prerequisites: string | null;
                applicationDeadline: string | null;
                startDate: string | null;
                isActive: boolean;
                createdAt: string;
                coverUrl: string | null;
                card: {
                  /** @enum {string} */
                  kind: 'course' | 'program';
                  id: string;
                  title: string;
                  titleNe: string | null;
                  description: string;
                  descriptionNe: string | null;
                  keySkills: string[];
                  duration: string;
                  certification: string | null;
                  careerOpportunities: string | null;
                  imageUrl: string | null;
                  category: string;
                  subcategory: string;
                  feePaisa?: number;
                };
                enrolledCount: number;
                students: {
                  userId: string;
                  fullName: string | null;
                  enrolledAt: string;
                }[];
              }[];
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/programs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A program; inactive ones only for their institution; signed in: my enrolment */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The program */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              institutionId: string;
              programTitle: string;
              programTitleNe: string | null;
              organizationName: string;
              /** @enum {string} */
              programType: 'College Degree' | 'Professional Certification' | 'Standalone Course' | 'Workshop';
              credentialAwarded: string;
              description: string;
              descriptionNe: string | null;
              /** @enum {string} */
              format: 'in-person' | 'online' | 'hybrid';
              location: string | null;
              districtId: string | null;
              localLevelId: string | null;
              locationDetail: string | null;
              duration: string;
              totalCost: string;
              feePaisa: number;
              prerequisites: string | null;
              applicationDeadline: string | null;
              startDate: string | null;
              isActive: boolean;
              createdAt: string;
              coverUrl: string | null;
              card: {
                /** @enum {string} */
                kind: 'course' | 'program';
                id: string;
                title: string;
                titleNe: string | null;
                description: string;
                descriptionNe: string | null;
                keySkills: string[];
                duration: string;
                certification: string | null;
                careerOpportunities: string | null;
                imageUrl: string | null;
                category: string;
                subcategory: string;
                feePaisa?: number;
              };
              enrollment: {
                /** @enum {string} */
                status: 'active' | 'completed' | 'withdrawn';
                enrolledAt: string;
              } | null;
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    /** Edit my program (the institution that published it) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            organizationName: string;
            programTitle: string;
            /** @enum {string} */
            programType: 'College Degree' | 'Professional Certification' | 'Standalone Course' | 'Workshop';
            credentialAwarded: string;
            description: string;
            /** @enum {string} */
            format: 'in-person' | 'online' | 'hybrid';
            location?: string | null;
            districtId?: string | null;
            localLevelId?: string | null;
            duration: string;
            totalCost: string;
            feeRupees?: string | number | null;
            prerequisites?: string | null;
            applicationDeadline?: string | '' | null;
            startDate?: string | '' | null;
            /** @default true */
            isActive?: boolean;
          };
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              institutionId: string;
              programTitle: string;
              programTitleNe: string | null;
              organizationName: string;
              /** @enum {string} */
              programType: 'College Degree' | 'Professional Certification' | 'Standalone Course' | 'Workshop';
              credentialAwarded: string;
              description: string;
              descriptionNe: string | null;
              /** @enum {string} */
              format: 'in-person' | 'online' | 'hybrid';
              location: string | null;
              districtId: string | null;
              localLevelId: string | null;
              locationDetail: string | null;
              duration: string;
              totalCost: string;
              feePaisa: number;
              prerequisites: string | null;
              applicationDeadline: string | null;
              startDate: string | null;
              isActive: boolean;
              createdAt: string;
              coverUrl: string | null;
              card: {
                /** @enum {string} */
                kind: 'course' | 'program';
                id: string;
                title: string;
                titleNe: string | null;
                description: string;
                descriptionNe: string | null;
                keySkills: string[];
                duration: string;
                certification: string | null;
                careerOpportunities: string | null;
                imageUrl: string | null;
                category: string;
                subcategory: string;
                feePaisa?: number;
              };
              enrollment: {
                /** @enum {string} */
                status: 'active' | 'completed' | 'withdrawn';
                enrolledAt: string;
              } | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    /** Delete my program and its enrolments */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/programs/{id}/enrol': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enrol in an active free program; enrolling again answers 200; a program with a fee: 409, pay it */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Already enrolled */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              institutionId: string;
              programTitle: string;
              programTitleNe: string | null;
              organizationName: string;
              /** @enum {string} */
              programType: 'College Degree' | 'Professional Certification' | 'Standalone Course' | 'Workshop';
              credentialAwarded: string;
              description: string;
              descriptionNe: string | null;
              /** @enum {string} */
              format: 'in-person' | 'online' | 'hybrid';
              location: string | null;
              districtId: string | null;
              localLevelId: string | null;
              locationDetail: string | null;
              duration: string;
              totalCost: string;
              feePaisa: number;
              prerequisites: string | null;
              applicationDeadline: string | null;
              startDate: string | null;
              isActive: boolean;
              createdAt: string;
              coverUrl: string | null;
              card: {
                /** @enum {string} */
                kind: 'course' | 'program';
                id: string;
                title: string;
                titleNe: string | null;
                description: string;
                descriptionNe: string | null;
                keySkills: string[];
                duration: string;
                certification: string | null;
                careerOpportunities: string | null;
                imageUrl: string | null;
                category: string;
                subcategory: string;
                feePaisa?: number;
              };
              enrollment: {
                /** @enum {string} */
                status: 'active' | 'completed' | 'withdrawn';
                enrolledAt: string;
              } | null;
            };
          };
        };
        /** @description Enrolled */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              institutionId: string;
              programTitle: string;
              programTitleNe: string | null;
              organizationName: string;
              /** @enum {string} */
              programType: 'College Degree' | 'Professional Certification' | 'Standalone Course' | 'Workshop';
              credentialAwarded: string;
              description: string;
              descriptionNe: string | null;
              /** @enum {string} */
              format: 'in-person' | 'online' | 'hybrid';
              location: string | null;
              districtId: string | null;
              localLevelId: string | null;
              locationDetail: string | null;
              duration: string;
              totalCost: string;
              feePaisa: number;
              prerequisites: string | null;
              applicationDeadline: string | null;
              startDate: string | null;
              isActive: boolean;
              createdAt: string;
              coverUrl: string | null;
              card: {
                /** @enum {string} */
                kind: 'course' | 'program';
                id: string;
                title: string;
                titleNe: string | null;
                description: string;
                descriptionNe: string | null;
                keySkills: string[];
                duration: string;
                certification: string | null;
                careerOpportunities: string | null;
                imageUrl: string | null;
                category: string;
                subcategory: string;
                feePaisa?: number;
              };
              enrollment: {
                /** @enum {string} */
                status: 'active' | 'completed' | 'withdrawn';
                enrolledAt: string;
              } | null;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/programs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Publish a program (institution role) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            organizationName: string;
            programTitle: string;
            /** @enum {string} */
            programType: 'College Degree' | 'Professional Certification' | 'Standalone Course' | 'Workshop';
            credentialAwarded: string;
            description: string;
            /** @enum {string} */
            format: 'in-person' | 'online' | 'hybrid';
            location?: string | null;
            districtId?: string | null;
            localLevelId?: string | null;
            duration: string;
            totalCost: string;
            feeRupees?: string | number | null;
            prerequisites?: string | null;
            applicationDeadline?: string | '' | null;
            startDate?: string | '' | null;
            /** @default true */
            isActive?: boolean;
          };
        };
      };
      responses: {
        /** @description Published */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              institutionId: string;
              programTitle: string;
              programTitleNe: string | null;
              organizationName: string;
              /** @enum {string} */
              programType: 'College Degree' | 'Professional Certification' | 'Standalone Course' | 'Workshop';
              credentialAwarded: string;
              description: string;
              descriptionNe: string | null;
              /** @enum {string} */
              format: 'in-person' | 'online' | 'hybrid';
              location: string | null;
              districtId: string | null;
              localLevelId: string | null;
              locationDetail: string | null;
              duration: string;
              totalCost: string;
              feePaisa: number;
              prerequisites: string | null;
              applicationDeadline: string | null;
              startDate: string | null;
              isActive: boolean;
              createdAt: string;
              coverUrl: string | null;
              card: {
                /** @enum {string} */
                kind: 'course' | 'program';
                id: string;
                title: string;
                titleNe: string | null;
                description: string;
                descriptionNe: string | null;
                keySkills: string[];
                duration: string;
                certification: string | null;
                careerOpportunities: string | null;
                imageUrl: string | null;
                category: string;
                subcategory: string;
                feePaisa?: number;
              };
              enrollment: {
                /** @enum {string} */
                status: 'active' | 'completed' | 'withdrawn';
                enrolledAt: string;
              } | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/programs/{id}/cover': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload my program's cover: raw image bytes, at most 10 MB; stored as 1280×720 WebP */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      /** @description The image file itself (JPEG, PNG, WebP, GIF or AVIF); the declared type is not trusted */
      requestBody: {
        content: {
          'application/octet-stream': string;
        };
      };
      responses: {
        /** @description Stored and shown on the program */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              institutionId: string;
              programTitle: string;
              programTitleNe: string | null;
              organizationName: string;
              /** @enum {string} */
              programType: 'College Degree' | 'Professional Certification' | 'Standalone Course' | 'Workshop';
              credentialAwarded: string;
              description: string;
              descriptionNe: string | null;
              /** @enum {string} */
              format: 'in-person' | 'online' | 'hybrid';
              location: string | null;
              districtId: string | null;
              localLevelId: string | null;
              locationDetail: string | null;
              duration: string;
              totalCost: string;
              feePaisa: number;
              prerequisites: string | null;
              applicationDeadline: string | null;
              startDate: string | null;
              isActive: boolean;
              createdAt: string;
              coverUrl: string | null;
              card: {
                /** @enum {string} */
                kind: 'course' | 'program';
                id: string;
                title: string;
                titleNe: string | null;
                description: string;
                descriptionNe: string | null;
                keySkills: string[];
                duration: string;
                certification: string | null;
                careerOpportunities: string | null;
                imageUrl: string | null;
                category: string;
                subcategory: string;
                feePaisa?: number;
              };
              enrollment: {
                /** @enum {string} */
                status: 'active' | 'completed' | 'withdrawn';
                enrolledAt: string;
              } | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard/learner': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My enrolled courses, recommendations, skills and learning stats */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The dashboard */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              continueLearning: {
                courseId: string;
                title: string;
                titleNe: string | null;
                category: string;
                imageUrl: string | null;
                duration: string;
                progress: number;
                lastAccessed: string;
              } | null;
              enrolledCourses: {
                courseId: string;
                title: string;
                titleNe: string | null;
                category: string;
                imageUrl: string | null;
                duration: string;
                progress: number;
                lastAccessed: string;
              }[];
              recommendedCourses: {
                /** @enum {string} */
                kind: 'course' | 'program';
                id: string;
                title: string;
                titleNe: string | null;
                description: string;
                descriptionNe: string | null;
                keySkills: string[];
                duration: string;
                certification: string | null;
                careerOpportunities: string | null;
                imageUrl: string | null;
                category: string;
                subcategory: string;
                feePaisa?: number;
              }[];
              skills: {
                id: string;
                skillName: string;
                proficiencyLevel: number;
              }[];
              stats: {
                enrolledCount: number;
                skillsCount: number;
                averageProgress: number;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/skills': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All my skills, highest level first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description My skills */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              skillName: string;
              proficiencyLevel: number;
            }[];
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    /** Add a skill or change its level (names match case-insensitively) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            skillName: string;
            proficiencyLevel: number;
          };
        };
      };
      responses: {
        /** @description The saved skill */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              skillName: string;
              proficiencyLevel: number;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/skills/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete one of my skills */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active jobs, newest first: search (title, company, location, description, skills; typo tolerant), chip, filters (type, level, salary band, location, province, district, posted within), page */
    get: {
      parameters: {
        query?: {
          q?: string;
          category?:
            | 'Construction & Trades'
            | 'Hospitality & Tourism'
            | 'Web Development'
            | 'Digital Marketing'
            | 'Modern Agriculture';
          page?: number;
          verified?: '1';
          type?: 'Full-time' | 'Part-time' | 'Contract' | 'Freelance' | 'Internship';
          level?: 'Entry Level' | 'Mid Level' | 'Senior Level' | 'Lead/Principal';
          salary?: 'under-20k' | '20k-40k' | '40k-60k' | '60k-100k' | '100k-plus' | 'negotiable';
          location?: string;
          posted?: '24h' | '7d' | '30d';
          province?: string;
          district?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description One page of job cards */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                jobTitle: string;
                jobTitleNe: string | null;
                companyName: string;
                companyLogoUrl: string | null;
                companyVerified: boolean;
                clientName: string | null;
                /** @enum {string} */
                jobType: 'Full-time' | 'Part-time' | 'Contract' | 'Freelance' | 'Internship';
                /** @enum {string} */
                experienceLevel: 'Entry Level' | 'Mid Level' | 'Senior Level' | 'Lead/Principal';
                location: string;
                locationNe: {
                  detail: string;
                  place: string;
                } | null;
                category: string;
                salaryRange: string | null;
                salary: {
                  min: number;
                  max: number | null;
                } | null;
                description: string;
                descriptionNe: string | null;
                skillsRequired: string[];
                postedAt: string;
                applicationDeadline: string | null;
              }[];
              total: number;
              totalIsCapped: boolean;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/jobs/facets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** For each option of the list's filters (type, level, salary band, posted within), how many jobs the list would show with it, keeping the search and the other filters; capped as the list's total */
    get: {
      parameters: {
        query?: {
          q?: string;
          category?:
            | 'Construction & Trades'
            | 'Hospitality & Tourism'
            | 'Web Development'
            | 'Digital Marketing'
            | 'Modern Agriculture';
          verified?: '1';
          type?: 'Full-time' | 'Part-time' | 'Contract' | 'Freelance' | 'Internship';
          level?: 'Entry Level' | 'Mid Level' | 'Senior Level' | 'Lead/Principal';
          salary?: 'under-20k' | '20k-40k' | '40k-60k' | '60k-100k' | '100k-plus' | 'negotiable';
          location?: string;
          posted?: '24h' | '7d' | '30d';
          province?: string;
          district?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Counts per filter option */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              type: {
                'Full-time': {
                  count: number;
                  isCapped: boolean;
                };
                'Part-time': {
                  count: number;
                  isCapped: boolean;
                };
                Contract: {
                  count: number;
                  isCapped: boolean;
                };
                Freelance: {
                  count: number;
                  isCapped: boolean;
                };
                Internship: {
                  count: number;
                  isCapped: boolean;
                };
              };
              level: {
                'Entry Level': {
                  count: number;
                  isCapped: boolean;
                };
                'Mid Level': {
                  count: number;
                  isCapped: boolean;
                };
                'Senior Level': {
                  count: number;
                  isCapped: boolean;
                };
                'Lead/Principal': {
                  count: number;
                  isCapped: boolean;
                };
              };
              salary: {
                'under-20k': {
                  count: number;
                  isCapped: boolean;
                };
                '20k-40k': {
                  count: number;
                  isCapped: boolean;
                };
                '40k-60k': {
                  count: number;
                  isCapped: boolean;
                };
                '60k-100k': {
                  count: number;
                  isCapped: boolean;
                };
                '100k-plus': {
                  count: number;
                  isCapped: boolean;
                };
                negotiable: {
                  count: number;
                  isCapped: boolean;
                };
              };
              posted: {
                '24h': {
                  count: number;
                  isCapped: boolean;
                };
                '7d': {
                  count: number;
                  isCapped: boolean;
                };
                '30d': {
                  count: number;
                  isCapped: boolean;
                };
              };
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A job with responsibilities and requirements; signed in: my application and whether it is mine */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The job */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              jobTitle: string;
              jobTitleNe: string | null;
              companyName: string;
              companyLogoUrl: string | null;
              companyVerified: boolean;
              clientName: string | null;
              /** @enum {string} */
              jobType: 'Full-time' | 'Part-time' | 'Contract' | 'Freelance' | 'Internship';
              /** @enum {string} */
              experienceLevel: 'Entry Level' | 'Mid Level' | 'Senior Level' | 'Lead/Principal';
              location: string;
              locationNe: {
                detail: string;
                place: string;
              } | null;
              category: string;
              salaryRange: string | null;
              salary: {
                min: number;
                max: number | null;
              } | null;
              description: string;
              descriptionNe: string | null;
              skillsRequired: string[];
              postedAt: string;
              applicationDeadline: string | null;
              requirements: string[];
              responsibilities: string[];
              contactEmail: string;
              isActive: boolean;
              isOpen: boolean;
              myApplication: {
                id: string;
                /** @enum {string} */
                status: 'pending' | 'reviewed' | 'shortlisted' | 'interview' | 'hired' | 'rejected' | 'withdrawn';
                appliedAt: string;
              } | null;
              isMine: boolean;
              isSaved: boolean;
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in company's postings, newest first, with applicant and pending counts */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description My postings */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              jobTitle: string;
              jobTitleNe: string | null;
              companyName: string;
              companyLogoUrl: string | null;
              companyVerified: boolean;
              clientName: string | null;
              /** @enum {string} */
              jobType: 'Full-time' | 'Part-time' | 'Contract' | 'Freelance' | 'Internship';
              /** @enum {string} */
              experienceLevel: 'Entry Level' | 'Mid Level' | 'Senior Level' | 'Lead/Principal';
              location: string;
              locationNe: {
                detail: string;
                place: string;
              } | null;
              category: string;
              salaryRange: string | null;
              salary: {
                min: number;
                max: number | null;
              } | null;
              description: string;
              descriptionNe: string | null;
              skillsRequired: string[];
              postedAt: string;
              applicationDeadline: string | null;
              requirements: string[];
              responsibilities: string[];
              contactEmail: string;
              isActive: boolean;
              isOpen: boolean;
              applicantCount: number;
              pendingCount: number;
              updatedAt: string;
              heldAt: string | null;
              heldReason: string | null;
              districtId: string | null;
              localLevelId: string | null;
              locationDetail: string;
            }[];
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Post a job (company role required)
     * @description At most 20 new postings an hour and 100 a day per company account (429).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            jobTitle: string;
            /** @enum {string} */
            jobType: 'Full-time' | 'Part-time' | 'Contract' | 'Freelance' | 'Internship';
            clientName?: string | null;
            location?: string | null;
            districtId?: string | null;
            localLevelId?: string | null;
            description: string;
            requirements: string | string[];
            responsibilities: string | string[];
            skillsRequired: string | string[];
            /** @enum {string} */
            experienceLevel: 'Entry Level' | 'Mid Level' | 'Senior Level' | 'Lead/Principal';
            /** @enum {string} */
            category:
              | 'Technology'
              | 'Healthcare'
              | 'Finance'
              | 'Education'
              | 'Marketing'
              | 'Sales'
              | 'Construction'
              | 'Hospitality'
              | 'Agriculture'
              | 'Other'
              | 'Construction & Trades'
              | 'Hospitality & Tourism'
              | 'Web Development'
              | 'Digital Marketing'
              | 'Modern Agriculture';
            contactEmail: string;
            salaryRange?: string | null;
            applicationDeadline?: '' | null | string;
          };
        };
      };
      responses: {
        /** @description Posted */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              jobTitle: string;
              jobTitleNe: string | null;
              companyName: string;
              companyLogoUrl: string | null;
              companyVerified: boolean;
              clientName: string | null;
              /** @enum {string} */
              jobType: 'Full-time' | 'Part-time' | 'Contract' | 'Freelance' | 'Internship';
              /** @enum {string} */
              experienceLevel: 'Entry Level' | 'Mid Level' | 'Senior Level' | 'Lead/Principal';
              location: string;
              locationNe: {
                detail: string;
                place: string;
              } | null;
              category: string;
              salaryRange: string | null;
              salary: {
                min: number;
                max: number | null;
              } | null;
              description: string;
              descriptionNe: string | null;
              skillsRequired: string[];
              postedAt: string;
              applicationDeadline: string | null;
              requirements: string[];
              responsibilities: string[];
              contactEmail: string;
              isActive: boolean;
              isOpen: boolean;
              applicantCount: number;
              pendingCount: number;
              updatedAt: string;
              heldAt: string | null;
              heldReason: string | null;
              districtId: string | null;
              localLevelId: string | null;
              locationDetail: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/employer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How my postings name me: my company profile's name, logo, badge, and whether I am an agency */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The employer */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              companyName: string;
              companyLogoUrl: string | null;
              companyVerified: boolean;
              isAgency: boolean;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit one of my postings */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            jobTitle: string;
            /** @enum {string} */
            jobType: 'Full-time' | 'Part-time' | 'Contract' | 'Freelance' | 'Internship';
            clientName?: string | null;
            location?: string | null;
            districtId?: string | null;
            localLevelId?: string | null;
            description: string;
            requirements: string | string[];
            responsibilities: string | string[];
            skillsRequired: string | string[];
            /** @enum {string} */
            experienceLevel: 'Entry Level' | 'Mid Level' | 'Senior Level' | 'Lead/Principal';
            /** @enum {string} */
            category:
              | 'Technology'
              | 'Healthcare'
              | 'Finance'
              | 'Education'
              | 'Marketing'
              | 'Sales'
              | 'Construction'
              | 'Hospitality'
              | 'Agriculture'
              | 'Other'
              | 'Construction & Trades'
              | 'Hospitality & Tourism'
              | 'Web Development'
              | 'Digital Marketing'
              | 'Modern Agriculture';
            contactEmail: string;
            salaryRange?: string | null;
            applicationDeadline?: '' | null | string;
          };
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              jobTitle: string;
              jobTitleNe: string | null;
              companyName: string;
              companyLogoUrl: string | null;
              companyVerified: boolean;
              clientName: string | null;
              /** @enum {string} */
              jobType: 'Full-time' | 'Part-time' | 'Contract' | 'Freelance' | 'Internship';
              /** @enum {string} */
              experienceLevel: 'Entry Level' | 'Mid Level' | 'Senior Level' | 'Lead/Principal';
              location: string;
              locationNe: {
                detail: string;
                place: string;
              } | null;
              category: string;
              salaryRange: string | null;
              salary: {
                min: number;
                max: number | null;
              } | null;
              description: string;
              descriptionNe: string | null;
              skillsRequired: string[];
              postedAt: string;
              applicationDeadline: string | null;
              requirements: string[];
              responsibilities: string[];
              contactEmail: string;
              isActive: boolean;
              isOpen: boolean;
              applicantCount: number;
              pendingCount: number;
              updatedAt: string;
              heldAt: string | null;
              heldReason: string | null;
              districtId: string | null;
              localLevelId: string | null;
              locationDetail: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/jobs/{id}/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Close one of my postings (no longer listed, no new applications) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Closed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              jobTitle: string;
              jobTitleNe: string | null;
              companyName: string;
              companyLogoUrl: string | null;
              companyVerified: boolean;
              clientName: string | null;
              /** @enum {string} */
              jobType: 'Full-time' | 'Part-time' | 'Contract' | 'Freelance' | 'Internship';
              /** @enum {string} */
              experienceLevel: 'Entry Level' | 'Mid Level' | 'Senior Level' | 'Lead/Principal';
              location: string;
              locationNe: {
                detail: string;
                place: string;
              } | null;
              category: string;
              salaryRange: string | null;
              salary: {
                min: number;
                max: number | null;
              } | null;
              description: string;
              descriptionNe: string | null;
              skillsRequired: string[];
              postedAt: string;
              applicationDeadline: string | null;
              requirements: string[];
              responsibilities: string[];
              contactEmail: string;
              isActive: boolean;
              isOpen: boolean;
              applicantCount: number;
              pendingCount: number;
              updatedAt: string;
              heldAt: string | null;
              heldReason: string | null;
              districtId: string | null;
              localLevelId: string | null;
              locationDetail: string;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/jobs/{id}/reopen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reopen one of my closed postings */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Reopened */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              jobTitle: string;
              jobTitleNe: string | null;
              companyName: string;
              companyLogoUrl: string | null;
              companyVerified: boolean;
              clientName: string | null;
              /** @enum {string} */
              jobType: 'Full-time' | 'Part-time' | 'Contract' | 'Freelance' | 'Internship';
              /** @enum {string} */
              experienceLevel: 'Entry Level' | 'Mid Level' | 'Senior Level' | 'Lead/Principal';
              location: string;
              locationNe: {
                detail: string;
                place: string;
              } | null;
              category: string;
              salaryRange: string | null;
              salary: {
                min: number;
                max: number | null;
              } | null;
              description: string;
              descriptionNe: string | null;
              skillsRequired: string[];
              postedAt: string;
              applicationDeadline: string | null;
              requirements: string[];
              responsibilities: string[];
              contactEmail: string;
              isActive: boolean;
              isOpen: boolean;
              applicantCount: number;
              pendingCount: number;
              updatedAt: string;
              heldAt: string | null;
              heldReason: string | null;
              districtId: string | null;
              localLevelId: string | null;
              locationDetail: string;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/resumes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a resume for an application: raw PDF or DOCX bytes, at most 5 MB, checked by content; 413 when the account storage quota is full */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      /** @description The file itself; its name and declared type are not trusted */
      requestBody: {
        content: {
          'application/octet-stream': string;
        };
      };
      responses: {
        /** @description Stored */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              resumeId: string;
              /** @enum {string} */
              fileType: 'pdf' | 'docx';
              size: number;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/jobs/{id}/applications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Apply to a job; a second application answers 409 "You have already applied to this job" */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            fullName: string;
            email: string;
            phone?: string | null;
            coverLetter: string;
            resumeId?: string | null;
            /** @default [] */
            credentialIds?: string[];
          };
        };
      };
      responses: {
        /** @description Applied */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              jobId: string;
              jobTitle: string;
              jobTitleNe: string | null;
              companyName: string;
              /** @enum {string} */
              status: 'pending' | 'reviewed' | 'shortlisted' | 'interview' | 'hired' | 'rejected' | 'withdrawn';
              appliedAt: string;
              updatedAt: string;
              resumeUrl: string | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/applications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My Applications: job title, company, current status, applied and updated times */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Newest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              jobId: string;
              jobTitle: string;
              jobTitleNe: string | null;
              companyName: string;
              /** @enum {string} */
              status: 'pending' | 'reviewed' | 'shortlisted' | 'interview' | 'hired' | 'rejected' | 'withdrawn';
              appliedAt: string;
              updatedAt: string;
              resumeUrl: string | null;
            }[];
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/applications/{id}/resume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The resume of an application, for the applicant and the company that posted the job only */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file, as a download */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': string;
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document': string;
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Stat cards: active jobs, total and pending applicants, success rate (hired ÷ decided) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The stats */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              activeJobs: number;
              totalApplicants: number;
              pendingApplicants: number;
              successRate: number | null;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/applications/recent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Recent Applicants: the 10 newest applications to my jobs, with the job title */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Newest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              jobId: string;
              jobTitle: string;
              fullName: string | null;
              email: string | null;
              phone: string | null;
              /** @enum {string} */
              status: 'pending' | 'reviewed' | 'shortlisted' | 'interview' | 'hired' | 'rejected' | 'withdrawn';
              appliedAt: string;
              updatedAt: string;
              resumeUrl: string | null;
            }[];
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/jobs/{id}/applications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every applicant to one of my jobs, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Newest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              jobId: string;
              jobTitle: string;
              fullName: string | null;
              email: string | null;
              phone: string | null;
              /** @enum {string} */
              status: 'pending' | 'reviewed' | 'shortlisted' | 'interview' | 'hired' | 'rejected' | 'withdrawn';
              appliedAt: string;
              updatedAt: string;
              resumeUrl: string | null;
            }[];
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/applications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The full application (cover letter, resume link, status history) to one of my jobs */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The application */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              jobId: string;
              jobTitle: string;
              fullName: string | null;
              email: string | null;
              phone: string | null;
              /** @enum {string} */
              status: 'pending' | 'reviewed' | 'shortlisted' | 'interview' | 'hired' | 'rejected' | 'withdrawn';
              appliedAt: string;
              updatedAt: string;
              resumeUrl: string | null;
              coverLetter: string | null;
              history: {
                /** @enum {string} */
                status: 'pending' | 'reviewed' | 'shortlisted' | 'interview' | 'hired' | 'rejected' | 'withdrawn';
                at: string;
              }[];
              nextStatuses: (
                'pending' | 'reviewed' | 'shortlisted' | 'interview' | 'hired' | 'rejected' | 'withdrawn'
              )[];
              credentials: {
                id: string;
                achievement: string;
                achievementNe: string | null;
                issuerName: string;
                issuedAt: string;
                validUntil: string | null;
                /** @enum {string} */
                standing: 'valid' | 'revoked' | 'expired' | 'replaced' | 'suspended';
                revokedAt: string | null;
                suspendedAt: string | null;
                issuerVerified: boolean;
                pagePath: string;
              }[];
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company/applications/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Move an application along the pipeline; the applicant is notified in the app and by e-mail */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'pending' | 'reviewed' | 'shortlisted' | 'interview' | 'hired' | 'rejected' | 'withdrawn';
          };
        };
      };
      responses: {
        /** @description The application */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              jobId: string;
              jobTitle: string;
              fullName: string | null;
              email: string | null;
              phone: string | null;
              /** @enum {string} */
              status: 'pending' | 'reviewed' | 'shortlisted' | 'interview' | 'hired' | 'rejected' | 'withdrawn';
              appliedAt: string;
              updatedAt: string;
              resumeUrl: string | null;
              coverLetter: string | null;
              history: {
                /** @enum {string} */
                status: 'pending' | 'reviewed' | 'shortlisted' | 'interview' | 'hired' | 'rejected' | 'withdrawn';
                at: string;
              }[];
              nextStatuses: (
                'pending' | 'reviewed' | 'shortlisted' | 'interview' | 'hired' | 'rejected' | 'withdrawn'
              )[];
              credentials: {
                id: string;
                achievement: string;
                achievementNe: string | null;
                issuerName: string;
                issuedAt: string;
                validUntil: string | null;
                /** @enum {string} */
                standing: 'valid' | 'revoked' | 'expired' | 'replaced' | 'suspended';
                revokedAt: string | null;
                suspendedAt: string | null;
                issuerVerified: boolean;
                pagePath: string;
              }[];
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/applications/{id}/credentials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The credentials my application carries, each with its status now */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Oldest attached first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              achievement: string;
              achievementNe: string | null;
              issuerName: string;
              issuedAt: string;
              validUntil: string | null;
              /** @enum {string} */
              standing: 'valid' | 'revoked' | 'expired' | 'replaced' | 'suspended';
              revokedAt: string | null;
              suspendedAt: string | null;
              issuerVerified: boolean;
              pagePath: string;
            }[];
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    /** Set the credentials my open application carries: only my own, and a newly added one must not be revoked (400) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            credentialIds: string[];
          };
        };
      };
      responses: {
        /** @description What it carries now */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              achievement: string;
              achievementNe: string | null;
              issuerName: string;
              issuedAt: string;
              validUntil: string | null;
              /** @enum {string} */
              standing: 'valid' | 'revoked' | 'expired' | 'replaced' | 'suspended';
              revokedAt: string | null;
              suspendedAt: string | null;
              issuerVerified: boolean;
              pagePath: string;
            }[];
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/saved-jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My saved jobs, newest saved first; closed and removed jobs stay, marked */
    get: {
      parameters: {
        query?: {
          page?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description One page */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                jobId: string;
                savedAt: string;
                /** @enum {string} */
                state: 'open' | 'closed' | 'unavailable';
                job: {
                  jobTitle: string;
                  jobTitleNe: string | null;
                  companyName: string;
                  location: string;
                  locationNe: {
                    detail: string;
                    place: string;
                  } | null;
                  /** @enum {string} */
                  jobType: 'Full-time' | 'Part-time' | 'Contract' | 'Freelance' | 'Internship';
                  applicationDeadline: string | null;
                } | null;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/saved-jobs/ids': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The ids of every job I saved, to mark the job cards */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Newest saved first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              jobIds: string[];
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/saved-jobs/{jobId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save a job (saving it again changes nothing) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          jobId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              jobId: string;
              savedAt: string;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    /** Remove a job from my saved jobs (removing one not saved changes nothing) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          jobId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/job-alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My job alerts, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every alert */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                search: {
                  q?: string;
                  /** @enum {string} */
                  category?:
                    | 'Construction & Trades'
                    | 'Hospitality & Tourism'
                    | 'Web Development'
                    | 'Digital Marketing'
                    | 'Modern Agriculture';
                  /** @enum {string} */
                  verified?: '1';
                  /** @enum {string} */
                  type?: 'Full-time' | 'Part-time' | 'Contract' | 'Freelance' | 'Internship';
                  /** @enum {string} */
                  level?: 'Entry Level' | 'Mid Level' | 'Senior Level' | 'Lead/Principal';
                  /** @enum {string} */
                  salary?: 'under-20k' | '20k-40k' | '40k-60k' | '60k-100k' | '100k-plus' | 'negotiable';
                  location?: string;
                  /** @enum {string} */
                  posted?: '24h' | '7d' | '30d';
                  province?: string;
                  district?: string;
                };
                /** @enum {string} */
                frequency: 'instant' | 'daily';
                paused: boolean;
                createdAt: string;
              }[];
              max: number;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /** Save a job search as an alert */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            search: {
              q?: string;
              /** @enum {string} */
              category?:
                | 'Construction & Trades'
                | 'Hospitality & Tourism'
                | 'Web Development'
                | 'Digital Marketing'
                | 'Modern Agriculture';
              /** @enum {string} */
              verified?: '1';
              /** @enum {string} */
              type?: 'Full-time' | 'Part-time' | 'Contract' | 'Freelance' | 'Internship';
              /** @enum {string} */
              level?: 'Entry Level' | 'Mid Level' | 'Senior Level' | 'Lead/Principal';
              /** @enum {string} */
              salary?: 'under-20k' | '20k-40k' | '40k-60k' | '60k-100k' | '100k-plus' | 'negotiable';
              location?: string;
              /** @enum {string} */
              posted?: '24h' | '7d' | '30d';
              province?: string;
              district?: string;
            };
            /** @enum {string} */
            frequency: 'instant' | 'daily';
            /** @default false */
            paused?: boolean;
            /** @enum {string} */
            language?: 'en' | 'ne';
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              search: {
                q?: string;
                /** @enum {string} */
                category?:
                  | 'Construction & Trades'
                  | 'Hospitality & Tourism'
                  | 'Web Development'
                  | 'Digital Marketing'
                  | 'Modern Agriculture';
                /** @enum {string} */
                verified?: '1';
                /** @enum {string} */
                type?: 'Full-time' | 'Part-time' | 'Contract' | 'Freelance' | 'Internship';
                /** @enum {string} */
                level?: 'Entry Level' | 'Mid Level' | 'Senior Level' | 'Lead/Principal';
                /** @enum {string} */
                salary?: 'under-20k' | '20k-40k' | '40k-60k' | '60k-100k' | '100k-plus' | 'negotiable';
                location?: string;
                /** @enum {string} */
                posted?: '24h' | '7d' | '30d';
                province?: string;
                district?: string;
              };
              /** @enum {string} */
              frequency: 'instant' | 'daily';
              paused: boolean;
              createdAt: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/job-alerts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a job alert: its search, how often, paused or not */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            search: {
              q?: string;
              /** @enum {string} */
              category?:
                | 'Construction & Trades'
                | 'Hospitality & Tourism'
                | 'Web Development'
                | 'Digital Marketing'
                | 'Modern Agriculture';
              /** @enum {string} */
              verified?: '1';
              /** @enum {string} */
              type?: 'Full-time' | 'Part-time' | 'Contract' | 'Freelance' | 'Internship';
              /** @enum {string} */
              level?: 'Entry Level' | 'Mid Level' | 'Senior Level' | 'Lead/Principal';
              /** @enum {string} */
              salary?: 'under-20k' | '20k-40k' | '40k-60k' | '60k-100k' | '100k-plus' | 'negotiable';
              location?: string;
              /** @enum {string} */
              posted?: '24h' | '7d' | '30d';
              province?: string;
              district?: string;
            };
            /** @enum {string} */
            frequency: 'instant' | 'daily';
            /** @default false */
            paused?: boolean;
            /** @enum {string} */
            language?: 'en' | 'ne';
          };
        };
      };
      responses: {
        /** @description Changed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              search: {
                q?: string;
                /** @enum {string} */
                category?:
                  | 'Construction & Trades'
                  | 'Hospitality & Tourism'
                  | 'Web Development'
                  | 'Digital Marketing'
                  | 'Modern Agriculture';
                /** @enum {string} */
                verified?: '1';
                /** @enum {string} */
                type?: 'Full-time' | 'Part-time' | 'Contract' | 'Freelance' | 'Internship';
                /** @enum {string} */
                level?: 'Entry Level' | 'Mid Level' | 'Senior Level' | 'Lead/Principal';
                /** @enum {string} */
                salary?: 'under-20k' | '20k-40k' | '40k-60k' | '60k-100k' | '100k-plus' | 'negotiable';
                location?: string;
                /** @enum {string} */
                posted?: '24h' | '7d' | '30d';
                province?: string;
                district?: string;
              };
              /** @enum {string} */
              frequency: 'instant' | 'daily';
              paused: boolean;
              createdAt: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    /** Remove a job alert */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many messages from others I have not read, over all my conversations */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The count */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count: number;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My conversations with messages, latest activity first; `q` searches the other person’s name */
    get: {
      parameters: {
        query?: {
          q?: string;
          cursor?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                otherUser: {
                  id: string;
                  name: string;
                  avatarUrl: string | null;
                } | null;
                lastMessagePreview: string | null;
                pendingOffer: {
                  serviceTitle: string;
                  serviceTitleNe: string | null;
                  pricePaisa: number;
                } | null;
                updatedAt: string;
                unreadCount: number;
              }[];
              nextCursor: string | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Start (or find) my conversation with a user; the pair is one conversation in either order
     * @description Needs a verified e-mail (403). At most 10 starts an hour and 30 a day per account (429), finding one counts too.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            participantId: string;
          };
        };
      };
      responses: {
        /** @description The existing conversation */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
            };
          };
        };
        /** @description A new conversation */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of my conversations: the other person, preview, unread count */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The conversation */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              otherUser: {
                id: string;
                name: string;
                avatarUrl: string | null;
              } | null;
              lastMessagePreview: string | null;
              pendingOffer: {
                serviceTitle: string;
                serviceTitleNe: string | null;
                pricePaisa: number;
              } | null;
              updatedAt: string;
              unreadCount: number;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Messages oldest first: the latest page, or the page before the message `before` */
    get: {
      parameters: {
        query?: {
          before?: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                conversationId: string;
                senderId: string | null;
                content: string;
                createdAt: string;
                readAt: string | null;
              }[];
              olderCursor: string | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Send a message (not blank, at most 4,000 characters); 409 when the other person deleted their account
     * @description At most 30 messages a minute and 300 an hour per account (429).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            content: string;
          };
        };
      };
      responses: {
        /** @description Sent */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              conversationId: string;
              senderId: string | null;
              content: string;
              createdAt: string;
              readAt: string | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Read the conversation: the other person's unread messages get read_at */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description How many were marked */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              marked: number;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My notifications, newest first, with the unread count */
    get: {
      parameters: {
        query?: {
          cursor?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                kind: string;
                payload: {
                  [key: string]: unknown;
                };
                readAt: string | null;
                createdAt: string;
              }[];
              unreadCount: number;
              nextCursor: string | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many of my notifications are unread */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The count */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count: number;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark all my notifications read */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description How many were unread */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              marked: number;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark one of my notifications read */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Read */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/notification-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My notification settings (e-mails about unread messages) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The settings */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              emailMessages: boolean;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    /** Change my notification settings; my e-mails then use the language given */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            emailMessages: boolean;
            /** @enum {string} */
            language?: 'en' | 'ne';
          };
        };
      };
      responses: {
        /** @description The saved settings */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              emailMessages: boolean;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/home': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The home page: featured courses, featured verified professionals, category counts */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Home page data */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              courses: {
                id: string;
                title: string;
                titleNe: string | null;
                description: string;
                descriptionNe: string | null;
                category: string;
                duration: string;
                durationNe: string | null;
                certification: string | null;
                imageUrl: string | null;
                enrolled: number;
              }[];
              professionals: {
                id: string;
                fullName: string;
                headline: string | null;
                category: string | null;
                serviceArea: string | null;
                serviceAreaNe: string | null;
                yearsExperience: number | null;
                hourlyRate: number | null;
                avatarUrl: string | null;
                skills: string[];
                services: number;
              }[];
              categories: {
                category: string;
                /** @enum {string} */
                tab: 'tech' | 'trades';
                count: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a message to the team (stored and e-mailed); 5 per hour per client */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            email: string;
            subject: string;
            message: string;
          };
        };
      };
      responses: {
        /** @description Received */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              receivedAt: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/insights/network': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My connected profile and latest skill-gap analysis (the dashboard network card) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The card state */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              profile: {
                /** @enum {string} */
                source: 'linkedin' | 'cv' | 'demo';
                name: string | null;
                email: string | null;
                photoUrl: string | null;
                linkedinId: string | null;
                connectedAt: string;
                linkedinData: {
                  /** @default  */
                  headline: string;
                  /** @default  */
                  summary: string;
                  skills: string[];
                  /** @default [] */
                  experience: {
                    title: string;
                    /** @default  */
                    organization: string;
                    /** @default  */
                    period: string;
                  }[];
                  /** @default [] */
                  education: {
                    school: string;
                    /** @default  */
                    degree: string;
                    /** @default  */
                    period: string;
                  }[];
                  /** @default  */
                  location: string;
                } | null;
              } | null;
              analysis: {
                currentSkills: {
                  name: string;
                  category: string | null;
                  verified?: boolean;
                }[];
                recommendedSkills: {
                  name: string;
                  category: string;
                  demand: number;
                  reason: {
                    key: string;
                    params: {
                      [key: string]: string | number;
                    };
                    text?: string;
                  };
                }[];
                careerPaths: {
                  title: string;
                  /** @default null */
                  titleNe: string | null;
                  category: string;
                  jobs: number;
                  match: number;
                  missingSkills: string[];
                  reason: {
                    key: string;
                    params: {
                      [key: string]: string | number;
                    };
                    text?: string;
                  };
                }[];
                courses: {
                  id: string;
                  title: string;
                  titleNe: string | null;
                  category: string;
                  duration: string;
                  imageUrl: string | null;
                  covers: string[];
                  reason: {
                    key: string;
                    params: {
                      [key: string]: string | number;
                    };
                    text?: string;
                  };
                }[];
                jobs: {
                  id: string;
                  jobTitle: string;
                  /** @default null */
                  jobTitleNe: string | null;
                  companyName: string;
                  location: string;
                  /** @default null */
                  locationNe: {
                    detail: string;
                    place: string;
                  } | null;
                  category: string;
                  matchedSkills: string[];
                  verifiedSkills?: string[];
                  reason: {
                    key: string;
                    params: {
                      [key: string]: string | number;
                    };
                    text?: string;
                  };
                }[];
                analyzedAt: string;
                enriched: boolean;
              } | null;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/insights/cv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Read a CV or LinkedIn "Save to PDF" profile (PDF or DOCX, at most 5 MB) for review before analysis
     * @description The file kind is checked by content. Nothing is stored: the reviewed data goes to analyze-linkedin-profile. A file that unpacks past 16 MB, has over 1,000 zip entries, or takes over 1.5 s to read answers 400 "This file is too large or complex to read."; at most 10 imports per account every 10 minutes (429).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/octet-stream': string;
        };
      };
      responses: {
        /** @description What the file says */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @default  */
              headline: string;
              /** @default  */
              summary: string;
              skills: string[];
              /** @default [] */
              experience: {
                title: string;
                /** @default  */
                organization: string;
                /** @default  */
                period: string;
              }[];
              /** @default [] */
              education: {
                school: string;
                /** @default  */
                degree: string;
                /** @default  */
                period: string;
              }[];
              /** @default  */
              location: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/functions/sync-linkedin-profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Copy the LinkedIn identity linked to my account into my network profile
     * @description userId, when given, must be the caller. 409 when no LinkedIn identity is linked yet.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            userId?: string;
          };
        };
      };
      responses: {
        /** @description The synced profile */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              profile: {
                /** @enum {string} */
                source: 'linkedin' | 'cv' | 'demo';
                name: string | null;
                email: string | null;
                photoUrl: string | null;
                linkedinId: string | null;
                connectedAt: string;
                linkedinData: {
                  /** @default  */
                  headline: string;
                  /** @default  */
                  summary: string;
                  skills: string[];
                  /** @default [] */
                  experience: {
                    title: string;
                    /** @default  */
                    organization: string;
                    /** @default  */
                    period: string;
                  }[];
                  /** @default [] */
                  education: {
                    school: string;
                    /** @default  */
                    degree: string;
                    /** @default  */
                    period: string;
                  }[];
                  /** @default  */
                  location: string;
                } | null;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/functions/analyze-linkedin-profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Analyse my profile: current skills, next skills, career paths, courses and jobs, each with a reason */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            linkedinData: {
              /** @default  */
              headline?: string;
              /** @default  */
              summary?: string;
              skills: string[];
              /** @default [] */
              experience?: {
                title: string;
                /** @default  */
                organization?: string;
                /** @default  */
                period?: string;
              }[];
              /** @default [] */
              education?: {
                school: string;
                /** @default  */
                degree?: string;
                /** @default  */
                period?: string;
              }[];
              /** @default  */
              location?: string;
            };
            /**
             * @default en
             * @enum {string}
             */
            language?: 'en' | 'ne';
            /**
             * @default linkedin
             * @enum {string}
             */
            source?: 'linkedin' | 'cv' | 'demo';
          };
        };
      };
      responses: {
        /** @description The stored analysis */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              currentSkills: {
                name: string;
                category: string | null;
                verified?: boolean;
              }[];
              recommendedSkills: {
                name: string;
                category: string;
                demand: number;
                reason: {
                  key: string;
                  params: {
                    [key: string]: string | number;
                  };
                  text?: string;
                };
              }[];
              careerPaths: {
                title: string;
                /** @default null */
                titleNe: string | null;
                category: string;
                jobs: number;
                match: number;
                missingSkills: string[];
                reason: {
                  key: string;
                  params: {
                    [key: string]: string | number;
                  };
                  text?: string;
                };
              }[];
              courses: {
                id: string;
                title: string;
                titleNe: string | null;
                category: string;
                duration: string;
                imageUrl: string | null;
                covers: string[];
                reason: {
                  key: string;
                  params: {
                    [key: string]: string | number;
                  };
                  text?: string;
                };
              }[];
              jobs: {
                id: string;
                jobTitle: string;
                /** @default null */
                jobTitleNe: string | null;
                companyName: string;
                location: string;
                /** @default null */
                locationNe: {
                  detail: string;
                  place: string;
                } | null;
                category: string;
                matchedSkills: string[];
                verifiedSkills?: string[];
                reason: {
                  key: string;
                  params: {
                    [key: string]: string | number;
                  };
                  text?: string;
                };
              }[];
              analyzedAt: string;
              enriched: boolean;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/insights/reanalyze': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Analyse my stored profile again against the current jobs and courses */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            /**
             * @default en
             * @enum {string}
             */
            language?: 'en' | 'ne';
          };
        };
      };
      responses: {
        /** @description The new analysis */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              currentSkills: {
                name: string;
                category: string | null;
                verified?: boolean;
              }[];
              recommendedSkills: {
                name: string;
                category: string;
                demand: number;
                reason: {
                  key: string;
                  params: {
                    [key: string]: string | number;
                  };
                  text?: string;
                };
              }[];
              careerPaths: {
                title: string;
                /** @default null */
                titleNe: string | null;
                category: string;
                jobs: number;
                match: number;
                missingSkills: string[];
                reason: {
                  key: string;
                  params: {
                    [key: string]: string | number;
                  };
                  text?: string;
                };
              }[];
              courses: {
                id: string;
                title: string;
                titleNe: string | null;
                category: string;
                duration: string;
                imageUrl: string | null;
                covers: string[];
                reason: {
                  key: string;
                  params: {
                    [key: string]: string | number;
                  };
                  text?: string;
                };
              }[];
              jobs: {
                id: string;
                jobTitle: string;
                /** @default null */
                jobTitleNe: string | null;
                companyName: string;
                location: string;
                /** @default null */
                locationNe: {
                  detail: string;
                  place: string;
                } | null;
                category: string;
                matchedSkills: string[];
                verifiedSkills?: string[];
                reason: {
                  key: string;
                  params: {
                    [key: string]: string | number;
                  };
                  text?: string;
                };
              }[];
              analyzedAt: string;
              enriched: boolean;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/functions/recommend-courses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Courses my latest analysis recommends that I have not enrolled in (empty before any analysis) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Recommendations */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              recommendations: {
                id: string;
                title: string;
                titleNe: string | null;
                category: string;
                duration: string;
                imageUrl: string | null;
                covers: string[];
                reason: {
                  key: string;
                  params: {
                    [key: string]: string | number;
                  };
                  text?: string;
                };
              }[];
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/verified-skills': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Skills certified by a credential that stands now, with the credentials, for a public professional page (or oneself) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Skills */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              name: string;
              credentials: {
                id: string;
                achievement: string;
                achievementNe: string | null;
                issuerName: string;
                pagePath: string;
              }[];
            }[];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/professionals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The professionals directory: search (typo tolerant) over name, title, services, skills and area; category chip; page */
    get: {
      parameters: {
        query?: {
          q?: string;
          category?:
            | 'Plumbing'
            | 'Electrical Work'
            | 'Carpentry'
            | 'Painting'
            | 'Home Cleaning'
            | 'Landscaping & Gardening'
            | 'Appliance Repair'
            | 'General Handyman';
          page?: number;
          verified?: '1';
          rating?: '4';
          rate?: 'under-500' | '500-1000' | '1000-2000' | '2000-plus';
          delivery?: 'online' | 'in-person';
          province?: string;
          district?: string;
          near?: string;
          within?: '5' | '10' | '25' | '50';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description One page of cards */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                fullName: string;
                headline: string | null;
                avatarUrl: string | null;
                category: string | null;
                serviceArea: string | null;
                serviceAreaNe: {
                  detail: string;
                  place: string;
                } | null;
                yearsExperience: number | null;
                hourlyRate: number | null;
                isVerified: boolean;
                verification: {
                  /** @enum {string} */
                  role: 'professional' | 'company' | 'institution';
                  certificate: {
                    /** @enum {string} */
                    framework: 'NSTB' | 'CTEVT' | 'other';
                    level: string;
                    occupation: string;
                  } | null;
                  ctevtAffiliated: boolean;
                  isAgency: boolean;
                  verifiedAt: string;
                } | null;
                services: string[];
                rating: number | null;
                reviewCount: number;
                testimonial: {
                  rating: number;
                  comment: string;
                  reviewerName: string;
                  createdAt: string;
                } | null;
              }[];
              total: number;
              totalIsCapped: boolean;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/professionals/facets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** For each option of the directory's filters (rating 4 and up, hourly rate, online or in person), how many professionals the list would show with it, keeping the search, category and the other filters; capped as the list's total */
    get: {
      parameters: {
        query?: {
          q?: string;
          category?:
            | 'Plumbing'
            | 'Electrical Work'
            | 'Carpentry'
            | 'Painting'
            | 'Home Cleaning'
            | 'Landscaping & Gardening'
            | 'Appliance Repair'
            | 'General Handyman';
          verified?: '1';
          rating?: '4';
          rate?: 'under-500' | '500-1000' | '1000-2000' | '2000-plus';
          delivery?: 'online' | 'in-person';
          province?: string;
          district?: string;
          near?: string;
          within?: '5' | '10' | '25' | '50';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Counts per filter option */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              rating: {
                4: {
                  count: number;
                  isCapped: boolean;
                };
              };
              rate: {
                'under-500': {
                  count: number;
                  isCapped: boolean;
                };
                '500-1000': {
                  count: number;
                  isCapped: boolean;
                };
                '1000-2000': {
                  count: number;
                  isCapped: boolean;
                };
                '2000-plus': {
                  count: number;
                  isCapped: boolean;
                };
              };
              delivery: {
                online: {
                  count: number;
                  isCapped: boolean;
                };
                'in-person': {
                  count: number;
                  isCapped: boolean;
                };
              };
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/professionals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A professional's public page: profile, services with videos, rating and reviews */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The professional */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              fullName: string;
              headline: string | null;
              avatarUrl: string | null;
              category: string | null;
              serviceArea: string | null;
              serviceAreaNe: {
                detail: string;
                place: string;
              } | null;
              yearsExperience: number | null;
              hourlyRate: number | null;
              isVerified: boolean;
              verification: {
                /** @enum {string} */
                role: 'professional' | 'company' | 'institution';
                certificate: {
                  /** @enum {string} */
                  framework: 'NSTB' | 'CTEVT' | 'other';
                  level: string;
                  occupation: string;
                } | null;
                ctevtAffiliated: boolean;
                isAgency: boolean;
                verifiedAt: string;
              } | null;
              rating: number | null;
              reviewCount: number;
              testimonial: {
                rating: number;
                comment: string;
                reviewerName: string;
                createdAt: string;
              } | null;
              bio: string | null;
              skills: string[];
              services: {
                id: string;
                professionalId: string;
                title: string;
                titleNe: string | null;
                description: string;
                descriptionNe: string | null;
                /** @enum {string} */
                format: 'in-person' | 'online' | 'hybrid';
                location: string | null;
                locationNe: {
                  detail: string;
                  place: string;
                } | null;
                duration: string;
                skillsGained: string[];
                price: number;
                locationLat: number | null;
                locationLng: number | null;
                districtId: string | null;
                localLevelId: string | null;
                locationDetail: string | null;
                createdAt: string;
                videos: {
                  id: string;
                  title: string;
                  orderIndex: number;
                  streamUrl: string;
                }[];
                canWatch: boolean;
              }[];
              reviews: {
                id: string;
                rating: number;
                comment: string;
                reviewerName: string;
                serviceId: string | null;
                serviceTitle: string | null;
                reply: string | null;
                createdAt: string;
                hiddenReason: string | null;
              }[];
              reviewableServiceIds: string[];
              /** @enum {string} */
              reviewGate: 'open' | 'signIn' | 'own' | 'verifyEmail' | 'noEngagement' | 'reviewed';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/professionals/{id}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A professional's reviews, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Reviews */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              rating: number;
              comment: string;
              reviewerName: string;
              serviceId: string | null;
              serviceTitle: string | null;
              reply: string | null;
              createdAt: string;
              hiddenReason: string | null;
            }[];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/professional/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My listings with videos, who enquired, my reviews and stats */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The dashboard */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              fullName: string | null;
              services: {
                id: string;
                professionalId: string;
                title: string;
                titleNe: string | null;
                description: string;
                descriptionNe: string | null;
                /** @enum {string} */
                format: 'in-person' | 'online' | 'hybrid';
                location: string | null;
                locationNe: {
                  detail: string;
                  place: string;
                } | null;
                duration: string;
                skillsGained: string[];
                price: number;
                locationLat: number | null;
                locationLng: number | null;
                districtId: string | null;
                localLevelId: string | null;
                locationDetail: string | null;
                createdAt: string;
                videos: {
                  id: string;
                  title: string;
                  orderIndex: number;
                  streamUrl: string;
                }[];
                canWatch: boolean;
              }[];
              enquiries: {
                id: string;
                serviceId: string;
                serviceTitle: string;
                userId: string;
                userName: string;
                conversationId: string | null;
                createdAt: string;
                rating: number | null;
                /** @enum {string|null} */
                engagementStage: 'agreed' | 'done' | null;
              }[];
              reviews: {
                id: string;
                rating: number;
                comment: string;
                reviewerName: string;
                serviceId: string | null;
                serviceTitle: string | null;
                reply: string | null;
                createdAt: string;
                hiddenReason: string | null;
              }[];
              stats: {
                services: number;
                videos: number;
                enquiries: number;
                rating: number | null;
                reviewCount: number;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Publish a service listing (professionals only) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            description: string;
            /** @enum {string} */
            format: 'in-person' | 'online' | 'hybrid';
            duration: string;
            skills: string | string[];
            price: string | number;
            location?: string;
            districtId?: string | null;
            localLevelId?: string | null;
            locationLat?: string | number | null;
            locationLng?: string | number | null;
          };
        };
      };
      responses: {
        /** @description Published */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              professionalId: string;
              title: string;
              titleNe: string | null;
              description: string;
              descriptionNe: string | null;
              /** @enum {string} */
              format: 'in-person' | 'online' | 'hybrid';
              location: string | null;
              locationNe: {
                detail: string;
                place: string;
              } | null;
              duration: string;
              skillsGained: string[];
              price: number;
              locationLat: number | null;
              locationLng: number | null;
              districtId: string | null;
              localLevelId: string | null;
              locationDetail: string | null;
              createdAt: string;
              videos: {
                id: string;
                title: string;
                orderIndex: number;
                streamUrl: string;
              }[];
              canWatch: boolean;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit Listing (owner only) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            description: string;
            /** @enum {string} */
            format: 'in-person' | 'online' | 'hybrid';
            duration: string;
            skills: string | string[];
            price: string | number;
            location?: string;
            districtId?: string | null;
            localLevelId?: string | null;
            locationLat?: string | number | null;
            locationLng?: string | number | null;
          };
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              professionalId: string;
              title: string;
              titleNe: string | null;
              description: string;
              descriptionNe: string | null;
              /** @enum {string} */
              format: 'in-person' | 'online' | 'hybrid';
              location: string | null;
              locationNe: {
                detail: string;
                place: string;
              } | null;
              duration: string;
              skillsGained: string[];
              price: number;
              locationLat: number | null;
              locationLng: number | null;
              districtId: string | null;
              localLevelId: string | null;
              locationDetail: string | null;
              createdAt: string;
              videos: {
                id: string;
                title: string;
                orderIndex: number;
                streamUrl: string;
              }[];
              canWatch: boolean;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    /** Delete a listing and its videos (owner only) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/{id}/videos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a lesson video to an online or hybrid service: raw MP4, WebM or MOV bytes, at most 500 MB */
    post: {
      parameters: {
        query?: {
          name?: string;
          language?: 'en' | 'ne';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      /** @description The video file itself; its type is decided from its first bytes */
      requestBody: {
        content: {
          'application/octet-stream': string;
        };
      };
      responses: {
        /** @description Stored and appended last */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              orderIndex: number;
              streamUrl: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/{id}/videos/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Reorder a service's videos: every video id once, in the new order */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            videoIds: string[];
          };
        };
      };
      responses: {
        /** @description The videos, renumbered */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              orderIndex: number;
              streamUrl: string;
            }[];
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/videos/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a video (owner only); the rest are renumbered */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Rename a video (owner only) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
          };
        };
      };
      responses: {
        /** @description Renamed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              orderIndex: number;
              streamUrl: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/videos/{id}/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Play a video (owner, or someone who enquired or is in a conversation with the professional); honours Range */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The whole video */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The requested bytes */
        206: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Range not satisfiable */
        416: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/{id}/enquiries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a Request a quote (idempotent per user and service) and notify the professional */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            conversationId?: string;
          };
        };
      };
      responses: {
        /** @description Already recorded */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
            };
          };
        };
        /** @description Recorded */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Review a service whose professional marked my work agreed or done; one per service; needs a verified e-mail */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            serviceId: string;
            rating: number;
            comment: string;
          };
        };
      };
      responses: {
        /** @description Saved */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              rating: number;
              comment: string;
              reviewerName: string;
              serviceId: string | null;
              serviceTitle: string | null;
              reply: string | null;
              createdAt: string;
              hiddenReason: string | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/engagements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The professional marks work with a client "agreed" or "done" (about their service or in a conversation); it unlocks one review */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            clientId: string;
            serviceId?: string | null;
            conversationId?: string | null;
            /** @enum {string} */
            stage: 'agreed' | 'done';
          };
        };
      };
      responses: {
        /** @description Recorded */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              clientId: string;
              serviceId: string | null;
              conversationId: string | null;
              /** @enum {string} */
              stage: 'agreed' | 'done';
              updatedAt: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reviews/{id}/reply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The professional answers a review of theirs, once */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reply: string;
          };
        };
      };
      responses: {
        /** @description Saved */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether I am staff, whether my two-factor sign-in is on, and whether this session passed it */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Me as staff */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: string;
              twoFactorEnabled: boolean;
              secondFactorPassed: boolean;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The last 30 days in figures: sign-ups per day by role, jobs, applications, messages, open queues */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The figures */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              signUps: {
                day: string;
                counts: {
                  student: number;
                  professional: number;
                  company: number;
                  institution: number;
                };
              }[];
              totals: {
                signUps: number;
                jobsPosted: number;
                applications: number;
                messages: number;
                openReports: number;
                pendingVerifications: number;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The contact messages, newest first, with whether staff replied */
    get: {
      parameters: {
        query?: {
          cursor?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                name: string;
                email: string;
                subject: string;
                message: string;
                createdAt: string;
                repliedAt: string | null;
              }[];
              nextCursor: string | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/contact/{id}/reply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reply to a contact message by e-mail; the message is marked replied */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      responses: {
        /** @description Sent */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              repliedAt: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The audit log of staff actions, newest first, with filters */
    get: {
      parameters: {
        query?: {
          action?: string;
          actorEmail?: string;
          itemKind?: string;
          itemId?: string;
          from?: string;
          to?: string;
          cursor?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                actorEmail: string | null;
                action: string;
                itemKind: string | null;
                itemId: string | null;
                reason: string | null;
                detail: {
                  [key: string]: unknown;
                };
                createdAt: string;
              }[];
              nextCursor: string | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Any booking, newest first, or those whose id, client or professional (id, e-mail, name) matches q */
    get: {
      parameters: {
        query?: {
          q?: string;
          page?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page of bookings */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                /** @enum {string} */
                status:
                  | 'requested'
                  | 'accepted'
                  | 'declined'
                  | 'expired'
                  | 'completed'
                  | 'confirmed'
                  | 'cancelled'
                  | 'no_show';
                /** @enum {string} */
                viewerRole: 'client' | 'professional' | 'staff';
                serviceId: string | null;
                serviceTitle: string;
                serviceTitleNe: string | null;
                /** @enum {string} */
                format: 'in-person' | 'online' | 'hybrid';
                professional: {
                  id: string;
                  name: string;
                };
                client: {
                  id: string;
                  name: string;
                };
                startsAt: string;
                endsAt: string;
                pricePaisa: number;
                address: string;
                districtId: string | null;
                localLevelId: string | null;
                expiresAt: string | null;
                freeCancelUntil: string;
                createdAt: string;
                professionalRecord: {
                  cancellations: number;
                  accepted: number;
                };
              }[];
              page: number;
              hasMore: boolean;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/bookings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A booking with its timeline and its professional's cancellations */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The booking */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              status:
                'requested' | 'accepted' | 'declined' | 'expired' | 'completed' | 'confirmed' | 'cancelled' | 'no_show';
              /** @enum {string} */
              viewerRole: 'client' | 'professional' | 'staff';
              serviceId: string | null;
              serviceTitle: string;
              serviceTitleNe: string | null;
              /** @enum {string} */
              format: 'in-person' | 'online' | 'hybrid';
              professional: {
                id: string;
                name: string;
              };
              client: {
                id: string;
                name: string;
              };
              startsAt: string;
              endsAt: string;
              pricePaisa: number;
              address: string;
              districtId: string | null;
              localLevelId: string | null;
              note: string;
              meetingLink: string | null;
              expiresAt: string | null;
              freeCancelUntil: string;
              actions: (
                | 'accept'
                | 'decline'
                | 'cancel'
                | 'complete'
                | 'confirm'
                | 'no_show'
                | 'reschedule'
                | 'accept_reschedule'
                | 'decline_reschedule'
                | 'withdraw_reschedule'
              )[];
              reschedule: {
                id: string;
                /** @enum {string} */
                proposedBy: 'client' | 'professional';
                startsAt: string;
                endsAt: string;
                reason: string | null;
                at: string;
              } | null;
              events: {
                id: string;
                /** @enum {string} */
                status:
                  | 'requested'
                  | 'accepted'
                  | 'declined'
                  | 'expired'
                  | 'completed'
                  | 'confirmed'
                  | 'cancelled'
                  | 'no_show';
                /** @enum {string|null} */
                change:
                  'reschedule_proposed' | 'reschedule_accepted' | 'reschedule_declined' | 'reschedule_withdrawn' | null;
                startsAt: string | null;
                /** @enum {string} */
                actor: 'client' | 'professional' | 'staff' | 'system';
                reason: string | null;
                fromOffer: boolean;
                at: string;
              }[];
              createdAt: string;
              professionalRecord: {
                cancellations: number;
                accepted: number;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/bookings/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a booking that still holds time, with a reason both parties are sent (audit-logged) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Cancelled */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              status:
                'requested' | 'accepted' | 'declined' | 'expired' | 'completed' | 'confirmed' | 'cancelled' | 'no_show';
              /** @enum {string} */
              viewerRole: 'client' | 'professional' | 'staff';
              serviceId: string | null;
              serviceTitle: string;
              serviceTitleNe: string | null;
              /** @enum {string} */
              format: 'in-person' | 'online' | 'hybrid';
              professional: {
                id: string;
                name: string;
              };
              client: {
                id: string;
                name: string;
              };
              startsAt: string;
              endsAt: string;
              pricePaisa: number;
              address: string;
              districtId: string | null;
              localLevelId: string | null;
              note: string;
              meetingLink: string | null;
              expiresAt: string | null;
              freeCancelUntil: string;
              actions: (
                | 'accept'
                | 'decline'
                | 'cancel'
                | 'complete'
                | 'confirm'
                | 'no_show'
                | 'reschedule'
                | 'accept_reschedule'
                | 'decline_reschedule'
                | 'withdraw_reschedule'
              )[];
              reschedule: {
                id: string;
                /** @enum {string} */
                proposedBy: 'client' | 'professional';
                startsAt: string;
                endsAt: string;
                reason: string | null;
                at: string;
              } | null;
              events: {
                id: string;
                /** @enum {string} */
                status:
                  | 'requested'
                  | 'accepted'
                  | 'declined'
                  | 'expired'
                  | 'completed'
                  | 'confirmed'
                  | 'cancelled'
                  | 'no_show';
                /** @enum {string|null} */
                change:
                  'reschedule_proposed' | 'reschedule_accepted' | 'reschedule_declined' | 'reschedule_withdrawn' | null;
                startsAt: string | null;
                /** @enum {string} */
                actor: 'client' | 'professional' | 'staff' | 'system';
                reason: string | null;
                fromOffer: boolean;
                at: string;
              }[];
              createdAt: string;
              professionalRecord: {
                cancellations: number;
                accepted: number;
              };
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/credentials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Any credential, newest first, or those whose id, learner or issuer (e-mail, name) matches q */
    get: {
      parameters: {
        query?: {
          q?: string;
          page?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page of credentials */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                name: string;
                nameNe: string | null;
                issuerName: string;
                learnerName: string;
                issuedAt: string;
                pageUrl: string;
                jsonUrl: string;
                validUntil: string | null;
                revokedAt: string | null;
                revocationReason: string | null;
                suspendedAt: string | null;
                suspensionReason: string | null;
                suspensionLift: {
                  liftedAt: string;
                  reason: string;
                  suspensionReason: string | null;
                } | null;
                replacedByUrl: string | null;
                hidden: boolean;
                learnerEmail: string;
                issuerEmail: string;
              }[];
              page: number;
              hasMore: boolean;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/courses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Catalogue courses by title, or those whose id, title or provider e-mail matches q, with their providers */
    get: {
      parameters: {
        query?: {
          q?: string;
          page?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page of courses */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                titleNe: string | null;
                provider: {
                  id: string;
                  name: string;
                  email: string;
                  /** @enum {string} */
                  role: 'institution' | 'professional';
                } | null;
              }[];
              page: number;
              hasMore: boolean;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/courses/{id}/provider': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set a catalogue course’s provider by the account’s e-mail (an institution or professional), or clear it */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string | null;
          };
        };
      };
      responses: {
        /** @description The course with its provider */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              titleNe: string | null;
              provider: {
                id: string;
                name: string;
                email: string;
                /** @enum {string} */
                role: 'institution' | 'professional';
              } | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/verification/requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My verification requests, newest first: status, claims, decision and reason */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description My requests */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              role: 'professional' | 'company' | 'institution';
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'revoked';
              /** @enum {string|null} */
              identityDocumentKind: 'citizenship' | 'passport' | 'driving_licence' | null;
              /** @enum {string|null} */
              certificateFramework: 'NSTB' | 'CTEVT' | 'other' | null;
              certificateLevel: string | null;
              certificateOccupation: string | null;
              certificateNumber: string | null;
              registeredName: string | null;
              registeredAddress: string | null;
              panVatNumber: string | null;
              ctevtAffiliationNumber: string | null;
              isAgency: boolean;
              decisionReason: string | null;
              decidedAt: string | null;
              revokedAt: string | null;
              revokeReason: string | null;
              documentsPurgedAt: string | null;
              createdAt: string;
              documents: {
                id: string;
                /** @enum {string} */
                kind: 'identity' | 'certificate' | 'police_clearance' | 'registration';
                contentType: string;
                sizeBytes: number;
              }[];
              badge: {
                /** @enum {string} */
                role: 'professional' | 'company' | 'institution';
                certificate: {
                  /** @enum {string} */
                  framework: 'NSTB' | 'CTEVT' | 'other';
                  level: string;
                  occupation: string;
                } | null;
                ctevtAffiliated: boolean;
                isAgency: boolean;
                verifiedAt: string;
              } | null;
            }[];
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /** Ask to be verified in a role. multipart/form-data: text fields role and the claims of VerificationClaims; file fields identity, certificate, police_clearance, registration (JPEG, PNG, WebP or PDF, 10 MB each, checked by content); 409 while one is pending */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Recorded, pending review */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              role: 'professional' | 'company' | 'institution';
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'revoked';
              /** @enum {string|null} */
              identityDocumentKind: 'citizenship' | 'passport' | 'driving_licence' | null;
              /** @enum {string|null} */
              certificateFramework: 'NSTB' | 'CTEVT' | 'other' | null;
              certificateLevel: string | null;
              certificateOccupation: string | null;
              certificateNumber: string | null;
              registeredName: string | null;
              registeredAddress: string | null;
              panVatNumber: string | null;
              ctevtAffiliationNumber: string | null;
              isAgency: boolean;
              decisionReason: string | null;
              decidedAt: string | null;
              revokedAt: string | null;
              revokeReason: string | null;
              documentsPurgedAt: string | null;
              createdAt: string;
              documents: {
                id: string;
                /** @enum {string} */
                kind: 'identity' | 'certificate' | 'police_clearance' | 'registration';
                contentType: string;
                sizeBytes: number;
              }[];
              badge: {
                /** @enum {string} */
                role: 'professional' | 'company' | 'institution';
                certificate: {
                  /** @enum {string} */
                  framework: 'NSTB' | 'CTEVT' | 'other';
                  level: string;
                  occupation: string;
                } | null;
                ctevtAffiliated: boolean;
                isAgency: boolean;
                verifiedAt: string;
              } | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/verification/documents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A verification document, for its owner and staff only; never cached */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/octet-stream': string;
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/verifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The verification queue for a status, oldest first, 20 a page (cursor from the previous page) */
    get: {
      parameters: {
        query?: {
          status?: 'pending' | 'approved' | 'rejected' | 'revoked';
          cursor?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description One page */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                /** @enum {string} */
                role: 'professional' | 'company' | 'institution';
                /** @enum {string} */
                status: 'pending' | 'approved' | 'rejected' | 'revoked';
                /** @enum {string|null} */
                identityDocumentKind: 'citizenship' | 'passport' | 'driving_licence' | null;
                /** @enum {string|null} */
                certificateFramework: 'NSTB' | 'CTEVT' | 'other' | null;
                certificateLevel: string | null;
                certificateOccupation: string | null;
                certificateNumber: string | null;
                registeredName: string | null;
                registeredAddress: string | null;
                panVatNumber: string | null;
                ctevtAffiliationNumber: string | null;
                isAgency: boolean;
                decisionReason: string | null;
                decidedAt: string | null;
                revokedAt: string | null;
                revokeReason: string | null;
                documentsPurgedAt: string | null;
                createdAt: string;
                documents: {
                  id: string;
                  /** @enum {string} */
                  kind: 'identity' | 'certificate' | 'police_clearance' | 'registration';
                  contentType: string;
                  sizeBytes: number;
                }[];
                badge: {
                  /** @enum {string} */
                  role: 'professional' | 'company' | 'institution';
                  certificate: {
                    /** @enum {string} */
                    framework: 'NSTB' | 'CTEVT' | 'other';
                    level: string;
                    occupation: string;
                  } | null;
                  ctevtAffiliated: boolean;
                  isAgency: boolean;
                  verifiedAt: string;
                } | null;
                user: {
                  id: string;
                  name: string;
                  email: string;
                };
              }[];
              nextCursor: string | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/verifications/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a pending request: the badge shows; the applicant is told in the app and by e-mail */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason?: string;
          };
        };
      };
      responses: {
        /** @description Decided */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              role: 'professional' | 'company' | 'institution';
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'revoked';
              /** @enum {string|null} */
              identityDocumentKind: 'citizenship' | 'passport' | 'driving_licence' | null;
              /** @enum {string|null} */
              certificateFramework: 'NSTB' | 'CTEVT' | 'other' | null;
              certificateLevel: string | null;
              certificateOccupation: string | null;
              certificateNumber: string | null;
              registeredName: string | null;
              registeredAddress: string | null;
              panVatNumber: string | null;
              ctevtAffiliationNumber: string | null;
              isAgency: boolean;
              decisionReason: string | null;
              decidedAt: string | null;
              revokedAt: string | null;
              revokeReason: string | null;
              documentsPurgedAt: string | null;
              createdAt: string;
              documents: {
                id: string;
                /** @enum {string} */
                kind: 'identity' | 'certificate' | 'police_clearance' | 'registration';
                contentType: string;
                sizeBytes: number;
              }[];
              badge: {
                /** @enum {string} */
                role: 'professional' | 'company' | 'institution';
                certificate: {
                  /** @enum {string} */
                  framework: 'NSTB' | 'CTEVT' | 'other';
                  level: string;
                  occupation: string;
                } | null;
                ctevtAffiliated: boolean;
                isAgency: boolean;
                verifiedAt: string;
              } | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/verifications/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a pending request with a reason; the applicant is told and may ask again */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Decided */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              role: 'professional' | 'company' | 'institution';
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'revoked';
              /** @enum {string|null} */
              identityDocumentKind: 'citizenship' | 'passport' | 'driving_licence' | null;
              /** @enum {string|null} */
              certificateFramework: 'NSTB' | 'CTEVT' | 'other' | null;
              certificateLevel: string | null;
              certificateOccupation: string | null;
              certificateNumber: string | null;
              registeredName: string | null;
              registeredAddress: string | null;
              panVatNumber: string | null;
              ctevtAffiliationNumber: string | null;
              isAgency: boolean;
              decisionReason: string | null;
              decidedAt: string | null;
              revokedAt: string | null;
              revokeReason: string | null;
              documentsPurgedAt: string | null;
              createdAt: string;
              documents: {
                id: string;
                /** @enum {string} */
                kind: 'identity' | 'certificate' | 'police_clearance' | 'registration';
                contentType: string;
                sizeBytes: number;
              }[];
              badge: {
                /** @enum {string} */
                role: 'professional' | 'company' | 'institution';
                certificate: {
                  /** @enum {string} */
                  framework: 'NSTB' | 'CTEVT' | 'other';
                  level: string;
                  occupation: string;
                } | null;
                ctevtAffiliated: boolean;
                isAgency: boolean;
                verifiedAt: string;
              } | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/verifications/{id}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke an approved request with a reason: the badge goes; the applicant is told */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Decided */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              role: 'professional' | 'company' | 'institution';
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected' | 'revoked';
              /** @enum {string|null} */
              identityDocumentKind: 'citizenship' | 'passport' | 'driving_licence' | null;
              /** @enum {string|null} */
              certificateFramework: 'NSTB' | 'CTEVT' | 'other' | null;
              certificateLevel: string | null;
              certificateOccupation: string | null;
              certificateNumber: string | null;
              registeredName: string | null;
              registeredAddress: string | null;
              panVatNumber: string | null;
              ctevtAffiliationNumber: string | null;
              isAgency: boolean;
              decisionReason: string | null;
              decidedAt: string | null;
              revokedAt: string | null;
              revokeReason: string | null;
              documentsPurgedAt: string | null;
              createdAt: string;
              documents: {
                id: string;
                /** @enum {string} */
                kind: 'identity' | 'certificate' | 'police_clearance' | 'registration';
                contentType: string;
                sizeBytes: number;
              }[];
              badge: {
                /** @enum {string} */
                role: 'professional' | 'company' | 'institution';
                certificate: {
                  /** @enum {string} */
                  framework: 'NSTB' | 'CTEVT' | 'other';
                  level: string;
                  occupation: string;
                } | null;
                ctevtAffiliated: boolean;
                isAgency: boolean;
                verifiedAt: string;
              } | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report a job, service, review, profile, program or message (one open report per item) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            itemKind: 'job' | 'service' | 'review' | 'profile' | 'program' | 'message';
            /** Format: uuid */
            itemId: string;
            /** @enum {string} */
            reason:
              | 'scam'
              | 'money_request'
              | 'fake_profile'
              | 'harassment'
              | 'inappropriate'
              | 'misleading'
              | 'spam'
              | 'other';
            details?: string;
          };
        };
      };
      responses: {
        /** @description Filed */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
              /** Format: uuid */
              id: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/appeals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Appeal, once, against staff hiding one's own item */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            itemKind: 'job' | 'service' | 'review' | 'profile' | 'program' | 'message';
            /** Format: uuid */
            itemId: string;
            message: string;
          };
        };
      };
      responses: {
        /** @description Filed */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
              /** Format: uuid */
              id: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/moderation/hidden-items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's items that staff hid, with the reason and any appeal */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Hidden items */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                /** @enum {string} */
                kind: 'job' | 'service' | 'review' | 'profile' | 'program' | 'message';
                id: string;
                title: string;
                hiddenAt: string;
                hiddenReason: string | null;
                appeal: {
                  /** @enum {string} */
                  status: 'open' | 'upheld' | 'reversed';
                  decisionReason: string | null;
                } | null;
              }[];
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The reports queue: reports grouped by item, most reported first */
    get: {
      parameters: {
        query?: {
          status?: 'open' | 'dismissed' | 'actioned';
          page?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page of items */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                item: {
                  /** @enum {string} */
                  kind: 'job' | 'service' | 'review' | 'profile' | 'program' | 'message' | 'account';
                  id: string;
                  title: string | null;
                  ownerId: string | null;
                  ownerName: string | null;
                  ownerSuspended: boolean;
                  hiddenAt: string | null;
                  hiddenReason: string | null;
                  /** @enum {string|null} */
                  hiddenCause: 'moderation' | 'suspension' | null;
                  heldAt: string | null;
                };
                count: number;
                reasons: {
                  /** @enum {string} */
                  reason:
                    | 'scam'
                    | 'money_request'
                    | 'fake_profile'
                    | 'harassment'
                    | 'inappropriate'
                    | 'misleading'
                    | 'spam'
                    | 'other';
                  count: number;
                }[];
                latestAt: string;
              }[];
              page: number;
              hasMore: boolean;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/reports/{kind}/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An item and all its reports, with what the reporters wrote */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          kind: 'job' | 'service' | 'review' | 'profile' | 'program' | 'message' | 'account';
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The item */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              item: {
                /** @enum {string} */
                kind: 'job' | 'service' | 'review' | 'profile' | 'program' | 'message' | 'account';
                id: string;
                title: string | null;
                ownerId: string | null;
                ownerName: string | null;
                ownerSuspended: boolean;
                hiddenAt: string | null;
                hiddenReason: string | null;
                /** @enum {string|null} */
                hiddenCause: 'moderation' | 'suspension' | null;
                heldAt: string | null;
              };
              reports: {
                id: string;
                /** @enum {string} */
                reason:
                  | 'scam'
                  | 'money_request'
                  | 'fake_profile'
                  | 'harassment'
                  | 'inappropriate'
                  | 'misleading'
                  | 'spam'
                  | 'other';
                details: string | null;
                /** @enum {string} */
                status: 'open' | 'dismissed' | 'actioned';
                reporter: {
                  id: string;
                  name: string;
                  email: string;
                } | null;
                createdAt: string;
                resolutionReason: string | null;
              }[];
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/reports/{kind}/{id}/dismiss': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Dismiss the item's open reports (a held job is released) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          kind: 'job' | 'service' | 'review' | 'profile' | 'program' | 'message' | 'account';
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Done */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/reports/{kind}/{id}/hide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Hide the item from every public read and action its reports */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          kind: 'job' | 'service' | 'review' | 'profile' | 'program' | 'message';
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Done */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/items/{kind}/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Show a hidden item again */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          kind: 'job' | 'service' | 'review' | 'profile' | 'program' | 'message';
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Done */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/accounts/{userId}/suspend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Suspend an account: its sessions end, sign-in is refused, its public content is hidden */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          userId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
            /** @enum {string} */
            itemKind?: 'job' | 'service' | 'review' | 'profile' | 'program' | 'message';
            /** Format: uuid */
            itemId?: string;
          };
        };
      };
      responses: {
        /** @description Done */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/accounts/{userId}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Lift a suspension and show again what it hid */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          userId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Done */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/appeals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Appeals of a status (open by default), oldest first */
    get: {
      parameters: {
        query?: {
          status?: 'open' | 'upheld' | 'reversed';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Appeals */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                item: {
                  /** @enum {string} */
                  kind: 'job' | 'service' | 'review' | 'profile' | 'program' | 'message' | 'account';
                  id: string;
                  title: string | null;
                  ownerId: string | null;
                  ownerName: string | null;
                  ownerSuspended: boolean;
                  hiddenAt: string | null;
                  hiddenReason: string | null;
                  /** @enum {string|null} */
                  hiddenCause: 'moderation' | 'suspension' | null;
                  heldAt: string | null;
                };
                message: string;
                /** @enum {string} */
                status: 'open' | 'upheld' | 'reversed';
                createdAt: string;
                decisionReason: string | null;
              }[];
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/appeals/{id}/decide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Uphold an appeal (the action stands) or reverse it (the item is shown again) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
            /** @enum {string} */
            decision: 'uphold' | 'reverse';
          };
        };
      };
      responses: {
        /** @description Done */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bookings/service-rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My services with the booking rules each sets for itself */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description My services */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                serviceId: string;
                title: string;
                titleNe: string | null;
                durationMinutes: number | null;
                bufferBeforeMinutes: number | null;
                bufferAfterMinutes: number | null;
                leadMinutes: number | null;
                horizonDays: number | null;
              }[];
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bookings/service-rules/{serviceId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set one service's own booking rules */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          serviceId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            durationMinutes?: number | null;
            bufferBeforeMinutes?: number | null;
            bufferAfterMinutes?: number | null;
            leadMinutes?: number | null;
            horizonDays?: number | null;
          };
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                serviceId: string;
                title: string;
                titleNe: string | null;
                durationMinutes: number | null;
                bufferBeforeMinutes: number | null;
                bufferAfterMinutes: number | null;
                leadMinutes: number | null;
                horizonDays: number | null;
              }[];
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bookings/week': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My bookings and working hours of one Nepal week */
    get: {
      parameters: {
        query?: {
          from?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The week */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              from: string;
              until: string;
              days: {
                date: string;
                hours: {
                  start: string;
                  end: string;
                }[];
              }[];
              bookings: {
                id: string;
                /** @enum {string} */
                status:
                  | 'requested'
                  | 'accepted'
                  | 'declined'
                  | 'expired'
                  | 'completed'
                  | 'confirmed'
                  | 'cancelled'
                  | 'no_show';
                /** @enum {string} */
                viewerRole: 'client' | 'professional' | 'staff';
                serviceId: string | null;
                serviceTitle: string;
                serviceTitleNe: string | null;
                /** @enum {string} */
                format: 'in-person' | 'online' | 'hybrid';
                professional: {
                  id: string;
                  name: string;
                };
                client: {
                  id: string;
                  name: string;
                };
                startsAt: string;
                endsAt: string;
                pricePaisa: number;
                address: string;
                districtId: string | null;
                localLevelId: string | null;
                expiresAt: string | null;
                freeCancelUntil: string;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bookings/feed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether I have a private calendar feed */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The feed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              active: boolean;
              createdAt: string | null;
              url: string | null;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /** Make a new private calendar feed URL; any older one stops working */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The new feed, with its URL this once */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              active: boolean;
              createdAt: string | null;
              url: string | null;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    /** Revoke my private calendar feed */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Revoked */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bookings/feed/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A professional's accepted and done bookings as an iCalendar feed, for whoever holds its secret URL */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description text/calendar */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': string;
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bookings/slots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A service's free slots, day by day in Nepal time */
    get: {
      parameters: {
        query: {
          serviceId: string;
          from?: string;
          days?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Free slots */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              serviceId: string;
              bookable: boolean;
              durationMinutes: number;
              /** @enum {string} */
              timeZone: 'Asia/Kathmandu';
              days: {
                date: string;
                slots: {
                  startsAt: string;
                  endsAt: string;
                }[];
              }[];
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bookings/availability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My working time (defaults until first saved) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Working time */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              configured: boolean;
              weeklyHours: ({
                start: string;
                end: string;
              } & {
                day: number;
              })[];
              exceptions: {
                date: string;
                hours: {
                  start: string;
                  end: string;
                }[];
              }[];
              durationMinutes: number;
              bufferBeforeMinutes: number;
              bufferAfterMinutes: number;
              leadMinutes: number;
              horizonDays: number;
              meetingLink: string | null;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    /** Replace my working time */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            weeklyHours: ({
              start: string;
              end: string;
            } & {
              day: number;
            })[];
            exceptions: {
              date: string;
              hours: {
                start: string;
                end: string;
              }[];
            }[];
            durationMinutes: number;
            bufferBeforeMinutes: number | null;
            bufferAfterMinutes: number | null;
            leadMinutes: number | null;
            horizonDays: number;
            /** @default null */
            meetingLink?: string | null;
          };
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              configured: boolean;
              weeklyHours: ({
                start: string;
                end: string;
              } & {
                day: number;
              })[];
              exceptions: {
                date: string;
                hours: {
                  start: string;
                  end: string;
                }[];
              }[];
              durationMinutes: number;
              bufferBeforeMinutes: number;
              bufferAfterMinutes: number;
              leadMinutes: number;
              horizonDays: number;
              meetingLink: string | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My bookings as client or as professional: requests, upcoming or past */
    get: {
      parameters: {
        query?: {
          as?: 'client' | 'professional';
          view?: 'requests' | 'upcoming' | 'past';
          page?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description One page */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                /** @enum {string} */
                status:
                  | 'requested'
                  | 'accepted'
                  | 'declined'
                  | 'expired'
                  | 'completed'
                  | 'confirmed'
                  | 'cancelled'
                  | 'no_show';
                /** @enum {string} */
                viewerRole: 'client' | 'professional' | 'staff';
                serviceId: string | null;
                serviceTitle: string;
                serviceTitleNe: string | null;
                /** @enum {string} */
                format: 'in-person' | 'online' | 'hybrid';
                professional: {
                  id: string;
                  name: string;
                };
                client: {
                  id: string;
                  name: string;
                };
                startsAt: string;
                endsAt: string;
                pricePaisa: number;
                address: string;
                districtId: string | null;
                localLevelId: string | null;
                expiresAt: string | null;
                freeCancelUntil: string;
                createdAt: string;
              }[];
              page: number;
              hasMore: boolean;
              waiting: number;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /** Ask for a slot of a service */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            serviceId: string;
            /** Format: date-time */
            startsAt: string;
            /** @default  */
            address?: string;
            districtId?: string | null;
            localLevelId?: string | null;
            /** @default  */
            note?: string;
          };
        };
      };
      responses: {
        /** @description Requested */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              status:
                'requested' | 'accepted' | 'declined' | 'expired' | 'completed' | 'confirmed' | 'cancelled' | 'no_show';
              /** @enum {string} */
              viewerRole: 'client' | 'professional' | 'staff';
              serviceId: string | null;
              serviceTitle: string;
              serviceTitleNe: string | null;
              /** @enum {string} */
              format: 'in-person' | 'online' | 'hybrid';
              professional: {
                id: string;
                name: string;
              };
              client: {
                id: string;
                name: string;
              };
              startsAt: string;
              endsAt: string;
              pricePaisa: number;
              address: string;
              districtId: string | null;
              localLevelId: string | null;
              note: string;
              meetingLink: string | null;
              expiresAt: string | null;
              freeCancelUntil: string;
              actions: (
                | 'accept'
                | 'decline'
                | 'cancel'
                | 'complete'
                | 'confirm'
                | 'no_show'
                | 'reschedule'
                | 'accept_reschedule'
                | 'decline_reschedule'
                | 'withdraw_reschedule'
              )[];
              reschedule: {
                id: string;
                /** @enum {string} */
                proposedBy: 'client' | 'professional';
                startsAt: string;
                endsAt: string;
                reason: string | null;
                at: string;
              } | null;
              events: {
                id: string;
                /** @enum {string} */
                status:
                  | 'requested'
                  | 'accepted'
                  | 'declined'
                  | 'expired'
                  | 'completed'
                  | 'confirmed'
                  | 'cancelled'
                  | 'no_show';
                /** @enum {string|null} */
                change:
                  'reschedule_proposed' | 'reschedule_accepted' | 'reschedule_declined' | 'reschedule_withdrawn' | null;
                startsAt: string | null;
                /** @enum {string} */
                actor: 'client' | 'professional' | 'staff' | 'system';
                reason: string | null;
                fromOffer: boolean;
                at: string;
              }[];
              createdAt: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bookings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A booking with its timeline, for its client or professional */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The booking */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              status:
                'requested' | 'accepted' | 'declined' | 'expired' | 'completed' | 'confirmed' | 'cancelled' | 'no_show';
              /** @enum {string} */
              viewerRole: 'client' | 'professional' | 'staff';
              serviceId: string | null;
              serviceTitle: string;
              serviceTitleNe: string | null;
              /** @enum {string} */
              format: 'in-person' | 'online' | 'hybrid';
              professional: {
                id: string;
                name: string;
              };
              client: {
                id: string;
                name: string;
              };
              startsAt: string;
              endsAt: string;
              pricePaisa: number;
              address: string;
              districtId: string | null;
              localLevelId: string | null;
              note: string;
              meetingLink: string | null;
              expiresAt: string | null;
              freeCancelUntil: string;
              actions: (
                | 'accept'
                | 'decline'
                | 'cancel'
                | 'complete'
                | 'confirm'
                | 'no_show'
                | 'reschedule'
                | 'accept_reschedule'
                | 'decline_reschedule'
                | 'withdraw_reschedule'
              )[];
              reschedule: {
                id: string;
                /** @enum {string} */
                proposedBy: 'client' | 'professional';
                startsAt: string;
                endsAt: string;
                reason: string | null;
                at: string;
              } | null;
              events: {
                id: string;
                /** @enum {string} */
                status:
                  | 'requested'
                  | 'accepted'
                  | 'declined'
                  | 'expired'
                  | 'completed'
                  | 'confirmed'
                  | 'cancelled'
                  | 'no_show';
                /** @enum {string|null} */
                change:
                  'reschedule_proposed' | 'reschedule_accepted' | 'reschedule_declined' | 'reschedule_withdrawn' | null;
                startsAt: string | null;
                /** @enum {string} */
                actor: 'client' | 'professional' | 'staff' | 'system';
                reason: string | null;
                fromOffer: boolean;
                at: string;
              }[];
              createdAt: string;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bookings/{id}/calendar.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A booking as an iCalendar file, for its client or professional */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description text/calendar */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': string;
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bookings/{id}/actions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept, decline, cancel, mark done or confirm a booking */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            action: 'accept' | 'decline' | 'cancel' | 'complete' | 'confirm' | 'no_show';
            reason?: string;
            /** @default null */
            meetingLink?: string | null;
          };
        };
      };
      responses: {
        /** @description Moved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              status:
                'requested' | 'accepted' | 'declined' | 'expired' | 'completed' | 'confirmed' | 'cancelled' | 'no_show';
              /** @enum {string} */
              viewerRole: 'client' | 'professional' | 'staff';
              serviceId: string | null;
              serviceTitle: string;
              serviceTitleNe: string | null;
              /** @enum {string} */
              format: 'in-person' | 'online' | 'hybrid';
              professional: {
                id: string;
                name: string;
              };
              client: {
                id: string;
                name: string;
              };
              startsAt: string;
              endsAt: string;
              pricePaisa: number;
              address: string;
              districtId: string | null;
              localLevelId: string | null;
              note: string;
              meetingLink: string | null;
              expiresAt: string | null;
              freeCancelUntil: string;
              actions: (
                | 'accept'
                | 'decline'
                | 'cancel'
                | 'complete'
                | 'confirm'
                | 'no_show'
                | 'reschedule'
                | 'accept_reschedule'
                | 'decline_reschedule'
                | 'withdraw_reschedule'
              )[];
              reschedule: {
                id: string;
                /** @enum {string} */
                proposedBy: 'client' | 'professional';
                startsAt: string;
                endsAt: string;
                reason: string | null;
                at: string;
              } | null;
              events: {
                id: string;
                /** @enum {string} */
                status:
                  | 'requested'
                  | 'accepted'
                  | 'declined'
                  | 'expired'
                  | 'completed'
                  | 'confirmed'
                  | 'cancelled'
                  | 'no_show';
                /** @enum {string|null} */
                change:
                  'reschedule_proposed' | 'reschedule_accepted' | 'reschedule_declined' | 'reschedule_withdrawn' | null;
                startsAt: string | null;
                /** @enum {string} */
                actor: 'client' | 'professional' | 'staff' | 'system';
                reason: string | null;
                fromOffer: boolean;
                at: string;
              }[];
              createdAt: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bookings/{id}/reschedules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Propose another time for an accepted booking (one free reschedule per side) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: date-time */
            startsAt: string;
            reason?: string;
          };
        };
      };
      responses: {
        /** @description Proposed */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              status:
                'requested' | 'accepted' | 'declined' | 'expired' | 'completed' | 'confirmed' | 'cancelled' | 'no_show';
              /** @enum {string} */
              viewerRole: 'client' | 'professional' | 'staff';
              serviceId: string | null;
              serviceTitle: string;
              serviceTitleNe: string | null;
              /** @enum {string} */
              format: 'in-person' | 'online' | 'hybrid';
              professional: {
                id: string;
                name: string;
              };
              client: {
                id: string;
                name: string;
              };
              startsAt: string;
              endsAt: string;
              pricePaisa: number;
              address: string;
              districtId: string | null;
              localLevelId: string | null;
              note: string;
              meetingLink: string | null;
              expiresAt: string | null;
              freeCancelUntil: string;
              actions: (
                | 'accept'
                | 'decline'
                | 'cancel'
                | 'complete'
                | 'confirm'
                | 'no_show'
                | 'reschedule'
                | 'accept_reschedule'
                | 'decline_reschedule'
                | 'withdraw_reschedule'
              )[];
              reschedule: {
                id: string;
                /** @enum {string} */
                proposedBy: 'client' | 'professional';
                startsAt: string;
                endsAt: string;
                reason: string | null;
                at: string;
              } | null;
              events: {
                id: string;
                /** @enum {string} */
                status:
                  | 'requested'
                  | 'accepted'
                  | 'declined'
                  | 'expired'
                  | 'completed'
                  | 'confirmed'
                  | 'cancelled'
                  | 'no_show';
                /** @enum {string|null} */
                change:
                  'reschedule_proposed' | 'reschedule_accepted' | 'reschedule_declined' | 'reschedule_withdrawn' | null;
                startsAt: string | null;
                /** @enum {string} */
                actor: 'client' | 'professional' | 'staff' | 'system';
                reason: string | null;
                fromOffer: boolean;
                at: string;
              }[];
              createdAt: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bookings/{id}/reschedules/{rescheduleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept or decline the other side’s proposed time, or withdraw one’s own */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          rescheduleId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            action: 'accept' | 'decline' | 'withdraw';
            reason?: string;
          };
        };
      };
      responses: {
        /** @description Answered */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              status:
                'requested' | 'accepted' | 'declined' | 'expired' | 'completed' | 'confirmed' | 'cancelled' | 'no_show';
              /** @enum {string} */
              viewerRole: 'client' | 'professional' | 'staff';
              serviceId: string | null;
              serviceTitle: string;
              serviceTitleNe: string | null;
              /** @enum {string} */
              format: 'in-person' | 'online' | 'hybrid';
              professional: {
                id: string;
                name: string;
              };
              client: {
                id: string;
                name: string;
              };
              startsAt: string;
              endsAt: string;
              pricePaisa: number;
              address: string;
              districtId: string | null;
              localLevelId: string | null;
              note: string;
              meetingLink: string | null;
              expiresAt: string | null;
              freeCancelUntil: string;
              actions: (
                | 'accept'
                | 'decline'
                | 'cancel'
                | 'complete'
                | 'confirm'
                | 'no_show'
                | 'reschedule'
                | 'accept_reschedule'
                | 'decline_reschedule'
                | 'withdraw_reschedule'
              )[];
              reschedule: {
                id: string;
                /** @enum {string} */
                proposedBy: 'client' | 'professional';
                startsAt: string;
                endsAt: string;
                reason: string | null;
                at: string;
              } | null;
              events: {
                id: string;
                /** @enum {string} */
                status:
                  | 'requested'
                  | 'accepted'
                  | 'declined'
                  | 'expired'
                  | 'completed'
                  | 'confirmed'
                  | 'cancelled'
                  | 'no_show';
                /** @enum {string|null} */
                change:
                  'reschedule_proposed' | 'reschedule_accepted' | 'reschedule_declined' | 'reschedule_withdrawn' | null;
                startsAt: string | null;
                /** @enum {string} */
                actor: 'client' | 'professional' | 'staff' | 'system';
                reason: string | null;
                fromOffer: boolean;
                at: string;
              }[];
              createdAt: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/{id}/offers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A conversation's offers, oldest first, and the services the reader may offer in it */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The offers */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                conversationId: string;
                /** @enum {string} */
                status: 'open' | 'accepted' | 'declined' | 'withdrawn' | 'expired' | 'taken';
                /** @enum {string} */
                viewerRole: 'client' | 'professional';
                serviceId: string | null;
                serviceTitle: string;
                serviceTitleNe: string | null;
                /** @enum {string} */
                format: 'in-person' | 'online' | 'hybrid';
                professional: {
                  id: string;
                  name: string;
                };
                client: {
                  id: string;
                  name: string;
                };
                startsAt: string;
                endsAt: string;
                pricePaisa: number;
                address: string;
                districtId: string | null;
                localLevelId: string | null;
                bookingId: string | null;
                actions: ('accept' | 'decline' | 'withdraw')[];
                createdAt: string;
              }[];
              services: {
                id: string;
                title: string;
                titleNe: string | null;
                /** @enum {string} */
                format: 'in-person' | 'online' | 'hybrid';
                pricePaisa: number;
              }[];
              durationMinutes: number;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /** Offer the other person of a conversation one of my services at a price, time and place */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            serviceId: string;
            price: string | number;
            date: string;
            time: string;
            durationMinutes: number;
            /** @default  */
            address?: string;
            districtId?: string | null;
            localLevelId?: string | null;
          };
        };
      };
      responses: {
        /** @description Sent */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              conversationId: string;
              /** @enum {string} */
              status: 'open' | 'accepted' | 'declined' | 'withdrawn' | 'expired' | 'taken';
              /** @enum {string} */
              viewerRole: 'client' | 'professional';
              serviceId: string | null;
              serviceTitle: string;
              serviceTitleNe: string | null;
              /** @enum {string} */
              format: 'in-person' | 'online' | 'hybrid';
              professional: {
                id: string;
                name: string;
              };
              client: {
                id: string;
                name: string;
              };
              startsAt: string;
              endsAt: string;
              pricePaisa: number;
              address: string;
              districtId: string | null;
              localLevelId: string | null;
              bookingId: string | null;
              actions: ('accept' | 'decline' | 'withdraw')[];
              createdAt: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/offers/{id}/actions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept or decline an offer made to me, or withdraw one I made
     * @description Accepting makes an accepted booking at once (its id is the answer’s `bookingId`); 409 when the offer is no longer open or its time was booked meanwhile.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            action: 'accept' | 'decline' | 'withdraw';
          };
        };
      };
      responses: {
        /** @description Moved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              conversationId: string;
              /** @enum {string} */
              status: 'open' | 'accepted' | 'declined' | 'withdrawn' | 'expired' | 'taken';
              /** @enum {string} */
              viewerRole: 'client' | 'professional';
              serviceId: string | null;
              serviceTitle: string;
              serviceTitleNe: string | null;
              /** @enum {string} */
              format: 'in-person' | 'online' | 'hybrid';
              professional: {
                id: string;
                name: string;
              };
              client: {
                id: string;
                name: string;
              };
              startsAt: string;
              endsAt: string;
              pricePaisa: number;
              address: string;
              districtId: string | null;
              localLevelId: string | null;
              bookingId: string | null;
              actions: ('accept' | 'decline' | 'withdraw')[];
              createdAt: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/programs/{id}/students/{userId}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark a learner enrolled in my program completed, issuing their credential (once) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          userId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            grade?: string;
            remark?: string;
            validUntil?: string | '';
          };
        };
      };
      responses: {
        /** @description Completed before: the credential issued then */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              nameNe: string | null;
              issuerName: string;
              learnerName: string;
              issuedAt: string;
              pageUrl: string;
              jsonUrl: string;
              validUntil: string | null;
              revokedAt: string | null;
              revocationReason: string | null;
              suspendedAt: string | null;
              suspensionReason: string | null;
              suspensionLift: {
                liftedAt: string;
                reason: string;
                suspensionReason: string | null;
              } | null;
              replacedByUrl: string | null;
              hidden: boolean;
            };
          };
        };
        /** @description The credential issued */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              nameNe: string | null;
              issuerName: string;
              learnerName: string;
              issuedAt: string;
              pageUrl: string;
              jsonUrl: string;
              validUntil: string | null;
              revokedAt: string | null;
              revocationReason: string | null;
              suspendedAt: string | null;
              suspensionReason: string | null;
              suspensionLift: {
                liftedAt: string;
                reason: string;
                suspensionReason: string | null;
              } | null;
              replacedByUrl: string | null;
              hidden: boolean;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/programs/{id}/students/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark many learners enrolled in my program completed (up to 200), issuing each one’s credential (once) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            grade?: string;
            remark?: string;
            validUntil?: string | '';
            learnerIds: string[];
          };
        };
      };
      responses: {
        /** @description How many credentials were issued, and whom it skipped and why */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              issued: number;
              skipped: {
                userId: string;
                name: string | null;
                /** @enum {string} */
                reason: 'alreadyIssued' | 'notEnrolled' | 'self';
              }[];
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/credentials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My credentials, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description My credentials */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              nameNe: string | null;
              issuerName: string;
              learnerName: string;
              issuedAt: string;
              pageUrl: string;
              jsonUrl: string;
              validUntil: string | null;
              revokedAt: string | null;
              revocationReason: string | null;
              suspendedAt: string | null;
              suspensionReason: string | null;
              suspensionLift: {
                liftedAt: string;
                reason: string;
                suspensionReason: string | null;
              } | null;
              replacedByUrl: string | null;
              hidden: boolean;
            }[];
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/issued-credentials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The credentials I issued, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The credentials I issued */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              nameNe: string | null;
              issuerName: string;
              learnerName: string;
              issuedAt: string;
              pageUrl: string;
              jsonUrl: string;
              validUntil: string | null;
              revokedAt: string | null;
              revocationReason: string | null;
              suspendedAt: string | null;
              suspensionReason: string | null;
              suspensionLift: {
                liftedAt: string;
                reason: string;
                suspensionReason: string | null;
              } | null;
              replacedByUrl: string | null;
              hidden: boolean;
            }[];
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credentials/{id}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke a credential I issued (staff: any credential), with a reason */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description The credential, revoked */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              nameNe: string | null;
              issuerName: string;
              learnerName: string;
              issuedAt: string;
              pageUrl: string;
              jsonUrl: string;
              validUntil: string | null;
              revokedAt: string | null;
              revocationReason: string | null;
              suspendedAt: string | null;
              suspensionReason: string | null;
              suspensionLift: {
                liftedAt: string;
                reason: string;
                suspensionReason: string | null;
              } | null;
              replacedByUrl: string | null;
              hidden: boolean;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credentials/{id}/suspend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Suspend a credential I issued (staff: any credential), with a reason, until the suspension is lifted */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description The credential, suspended */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              nameNe: string | null;
              issuerName: string;
              learnerName: string;
              issuedAt: string;
              pageUrl: string;
              jsonUrl: string;
              validUntil: string | null;
              revokedAt: string | null;
              revocationReason: string | null;
              suspendedAt: string | null;
              suspensionReason: string | null;
              suspensionLift: {
                liftedAt: string;
                reason: string;
                suspensionReason: string | null;
              } | null;
              replacedByUrl: string | null;
              hidden: boolean;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credentials/{id}/unsuspend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Lift the suspension of a credential I issued (staff: any credential), with a reason */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description The credential, valid again */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              nameNe: string | null;
              issuerName: string;
              learnerName: string;
              issuedAt: string;
              pageUrl: string;
              jsonUrl: string;
              validUntil: string | null;
              revokedAt: string | null;
              revocationReason: string | null;
              suspendedAt: string | null;
              suspensionReason: string | null;
              suspensionLift: {
                liftedAt: string;
                reason: string;
                suspensionReason: string | null;
              } | null;
              replacedByUrl: string | null;
              hidden: boolean;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credentials/{id}/reissue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reissue a credential I issued (program or service) with the learner’s current details; the old one is revoked and names it */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The new credential */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              nameNe: string | null;
              issuerName: string;
              learnerName: string;
              issuedAt: string;
              pageUrl: string;
              jsonUrl: string;
              validUntil: string | null;
              revokedAt: string | null;
              revocationReason: string | null;
              suspendedAt: string | null;
              suspensionReason: string | null;
              suspensionLift: {
                liftedAt: string;
                reason: string;
                suspensionReason: string | null;
              } | null;
              replacedByUrl: string | null;
              hidden: boolean;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credentials/{id}/visibility': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Hide one of my credentials from my public profile and search engines, or show it again */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            hidden: boolean;
          };
        };
      };
      responses: {
        /** @description The credential, hidden or shown */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              nameNe: string | null;
              issuerName: string;
              learnerName: string;
              issuedAt: string;
              pageUrl: string;
              jsonUrl: string;
              validUntil: string | null;
              revokedAt: string | null;
              revocationReason: string | null;
              suspendedAt: string | null;
              suspensionReason: string | null;
              suspensionLift: {
                liftedAt: string;
                reason: string;
                suspensionReason: string | null;
              } | null;
              replacedByUrl: string | null;
              hidden: boolean;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/professionals/{id}/credentials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The credentials a public profile shows: standing, and not hidden by the learner */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The credentials */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              issuerName: string;
              issuerVerified: boolean;
              /** @enum {string} */
              kind: 'program_completion' | 'service_completion' | 'course_completion';
              /** @enum {string} */
              issuerKind: 'institution' | 'professional';
              issuedAt: string;
              pageUrl: string;
            }[];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/{id}/clients/{userId}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm a client of my service completed it, issuing their credential (once) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          userId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            grade?: string;
            remark?: string;
            validUntil?: string | '';
          };
        };
      };
      responses: {
        /** @description Confirmed before: the credential issued then */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              nameNe: string | null;
              issuerName: string;
              learnerName: string;
              issuedAt: string;
              pageUrl: string;
              jsonUrl: string;
              validUntil: string | null;
              revokedAt: string | null;
              revocationReason: string | null;
              suspendedAt: string | null;
              suspensionReason: string | null;
              suspensionLift: {
                liftedAt: string;
                reason: string;
                suspensionReason: string | null;
              } | null;
              replacedByUrl: string | null;
              hidden: boolean;
            };
          };
        };
        /** @description The credential issued */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              nameNe: string | null;
              issuerName: string;
              learnerName: string;
              issuedAt: string;
              pageUrl: string;
              jsonUrl: string;
              validUntil: string | null;
              revokedAt: string | null;
              revocationReason: string | null;
              suspendedAt: string | null;
              suspensionReason: string | null;
              suspensionLift: {
                liftedAt: string;
                reason: string;
                suspensionReason: string | null;
              } | null;
              replacedByUrl: string | null;
              hidden: boolean;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/service-clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Clients of my services whose work is done, each with the credential issued to them, if any */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The clients */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              serviceId: string;
              serviceTitle: string;
              clientId: string;
              clientName: string;
              doneAt: string;
              credential: {
                id: string;
                name: string;
                nameNe: string | null;
                issuerName: string;
                learnerName: string;
                issuedAt: string;
                pageUrl: string;
                jsonUrl: string;
                validUntil: string | null;
                revokedAt: string | null;
                revocationReason: string | null;
                suspendedAt: string | null;
                suspensionReason: string | null;
                suspensionLift: {
                  liftedAt: string;
                  reason: string;
                  suspensionReason: string | null;
                } | null;
                replacedByUrl: string | null;
                hidden: boolean;
              } | null;
            }[];
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/issued-credentials/counts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many credentials I issued, and how many stand, were revoked or expired */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The counts */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              issued: number;
              valid: number;
              revoked: number;
              expired: number;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/courses/{id}/learners/{userId}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm a learner finished a course I provide, issuing their credential (once) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          userId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            grade?: string;
            remark?: string;
            validUntil?: string | '';
          };
        };
      };
      responses: {
        /** @description Confirmed before: the credential issued then */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              nameNe: string | null;
              issuerName: string;
              learnerName: string;
              issuedAt: string;
              pageUrl: string;
              jsonUrl: string;
              validUntil: string | null;
              revokedAt: string | null;
              revocationReason: string | null;
              suspendedAt: string | null;
              suspensionReason: string | null;
              suspensionLift: {
                liftedAt: string;
                reason: string;
                suspensionReason: string | null;
              } | null;
              replacedByUrl: string | null;
              hidden: boolean;
            };
          };
        };
        /** @description The credential issued */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              nameNe: string | null;
              issuerName: string;
              learnerName: string;
              issuedAt: string;
              pageUrl: string;
              jsonUrl: string;
              validUntil: string | null;
              revokedAt: string | null;
              revocationReason: string | null;
              suspendedAt: string | null;
              suspensionReason: string | null;
              suspensionLift: {
                liftedAt: string;
                reason: string;
                suspensionReason: string | null;
              } | null;
              replacedByUrl: string | null;
              hidden: boolean;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Removed by Sipalu staff */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/course-learners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Learners who finished a course I provide, each with the credential issued to them, if any */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The learners */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              courseId: string;
              courseTitle: string;
              courseTitleNe: string | null;
              learnerId: string;
              learnerName: string;
              finishedAt: string;
              moduleCount: number;
              credential: {
                id: string;
                name: string;
                nameNe: string | null;
                issuerName: string;
                learnerName: string;
                issuedAt: string;
                pageUrl: string;
                jsonUrl: string;
                validUntil: string | null;
                revokedAt: string | null;
                revocationReason: string | null;
                suspendedAt: string | null;
                suspensionReason: string | null;
                suspensionLift: {
                  liftedAt: string;
                  reason: string;
                  suspensionReason: string | null;
                } | null;
                replacedByUrl: string | null;
                hidden: boolean;
              } | null;
            }[];
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payments/bookings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A booking’s payment: held, released or refunded, the fee, and how to pay */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The booking’s payment */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              bookingId: string;
              /** @enum {string} */
              state: 'unpaid' | 'pending' | 'held' | 'released' | 'refunded' | 'refund_owed';
              pricePaisa: number;
              feePercent: number;
              feePaisa: number;
              payable: boolean;
              providers: {
                /** @enum {string} */
                provider: 'esewa' | 'khalti';
                configured: boolean;
                test: boolean;
              }[];
              attempts: {
                id: string;
                bookingId: string;
                programId: string | null;
                /** @enum {string} */
                provider: 'esewa' | 'khalti';
                amountPaisa: number;
                /** @enum {string} */
                status: 'initiated' | 'pending' | 'paid' | 'failed';
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payments/bookings/{id}/attempts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start paying for a booking with eSewa or Khalti */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            provider: 'esewa' | 'khalti';
            amountPaisa: number;
          };
        };
      };
      responses: {
        /** @description Where the browser goes to pay */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {string} */
                  kind: 'form';
                  attemptId: string;
                  url: string;
                  fields: {
                    [key: string]: string;
                  };
                }
              | {
                  /** @enum {string} */
                  kind: 'redirect';
                  attemptId: string;
                  url: string;
                };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payments/bookings/{id}/dispute': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A booking’s payment dispute, and whether the reader (its client) may open one */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The dispute */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              dispute: {
                id: string;
                bookingId: string;
                /** @enum {string} */
                status: 'open' | 'decided';
                reason: string;
                amountPaisa: number;
                /** @enum {string|null} */
                outcome: 'release' | 'partial_refund' | 'full_refund' | null;
                refundPaisa: number | null;
                decisionReason: string | null;
                createdAt: string;
                decidedAt: string | null;
                photos: {
                  id: string;
                  width: number;
                  height: number;
                }[];
                answer: {
                  text: string;
                  createdAt: string;
                  photos: {
                    id: string;
                    width: number;
                    height: number;
                  }[];
                } | null;
              } | null;
              disputable: boolean;
              answerable: boolean;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /** The client disputes a done booking whose payment is still held: the money stays held for staff. application/json DisputeOpenInput, or multipart/form-data: text field reason and up to 4 file fields photos (JPEG, PNG or WebP, 10 MB each, checked by content) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Opened */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              bookingId: string;
              /** @enum {string} */
              status: 'open' | 'decided';
              reason: string;
              amountPaisa: number;
              /** @enum {string|null} */
              outcome: 'release' | 'partial_refund' | 'full_refund' | null;
              refundPaisa: number | null;
              decisionReason: string | null;
              createdAt: string;
              decidedAt: string | null;
              photos: {
                id: string;
                width: number;
                height: number;
              }[];
              answer: {
                text: string;
                createdAt: string;
                photos: {
                  id: string;
                  width: number;
                  height: number;
                }[];
              } | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payments/bookings/{id}/dispute/answer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The booking’s professional answers its open dispute, once, before staff decide. application/json DisputeAnswerInput, or multipart/form-data: text field answer and up to 4 file fields photos (as the dispute’s) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Answered */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              bookingId: string;
              /** @enum {string} */
              status: 'open' | 'decided';
              reason: string;
              amountPaisa: number;
              /** @enum {string|null} */
              outcome: 'release' | 'partial_refund' | 'full_refund' | null;
              refundPaisa: number | null;
              decisionReason: string | null;
              createdAt: string;
              decidedAt: string | null;
              photos: {
                id: string;
                width: number;
                height: number;
              }[];
              answer: {
                text: string;
                createdAt: string;
                photos: {
                  id: string;
                  width: number;
                  height: number;
                }[];
              } | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payments/dispute-photos/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A dispute’s photo, its thumbnail or the whole (WebP), for the booking’s two parties and staff; never cached */
    get: {
      parameters: {
        query?: {
          size?: 'thumb' | 'full';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The photo */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/webp': string;
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payments/programs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A program’s fee, where the viewer stands with it, and their attempts at paying it */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The program’s fee */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              programId: string;
              /** @enum {string} */
              state: 'free' | 'unpaid' | 'pending' | 'paid' | 'refunded';
              feePaisa: number;
              payable: boolean;
              providers: {
                /** @enum {string} */
                provider: 'esewa' | 'khalti';
                configured: boolean;
                test: boolean;
              }[];
              attempts: {
                id: string;
                bookingId: string;
                programId: string | null;
                /** @enum {string} */
                provider: 'esewa' | 'khalti';
                amountPaisa: number;
                /** @enum {string} */
                status: 'initiated' | 'pending' | 'paid' | 'failed';
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payments/programs/{id}/attempts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start paying a program’s fee with eSewa or Khalti; the payment enrols the learner */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            provider: 'esewa' | 'khalti';
            amountPaisa: number;
          };
        };
      };
      responses: {
        /** @description Where the browser goes to pay */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {string} */
                  kind: 'form';
                  attemptId: string;
                  url: string;
                  fields: {
                    [key: string]: string;
                  };
                }
              | {
                  /** @enum {string} */
                  kind: 'redirect';
                  attemptId: string;
                  url: string;
                };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payments/attempts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One payment attempt, for its booking’s client or professional, or a program fee’s payer */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The attempt */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              bookingId: string;
              programId: string | null;
              /** @enum {string} */
              provider: 'esewa' | 'khalti';
              amountPaisa: number;
              /** @enum {string} */
              status: 'initiated' | 'pending' | 'paid' | 'failed';
              createdAt: string;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payments/attempts/{id}/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask the gateway now whether an attempt was paid (its payer) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The attempt as the gateway left it */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              bookingId: string;
              programId: string | null;
              /** @enum {string} */
              provider: 'esewa' | 'khalti';
              amountPaisa: number;
              /** @enum {string} */
              status: 'initiated' | 'pending' | 'paid' | 'failed';
              createdAt: string;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/payments/attempts/{id}/refund': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refund a held program payment in full, with a reason: the enrolment it made ends (audit-logged, once) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
            amountPaisa?: number;
          };
        };
      };
      responses: {
        /** @description Refunded */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attemptId: string;
              programId: string | null;
              amountPaisa: number;
              /** @enum {string} */
              status: 'initiated' | 'pending' | 'paid' | 'failed';
              enrolmentEnded: boolean;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/payments/programs/attempts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A program payment’s money: the attempt, its postings, what is held and whether it may be refunded */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The timeline */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attemptId: string;
              programId: string | null;
              programTitle: string | null;
              programTitleNe: string | null;
              institutionName: string | null;
              attempt: {
                id: string;
                bookingId: string | null;
                programId: string | null;
                /** @enum {string} */
                provider: 'esewa' | 'khalti';
                amountPaisa: number;
                feePaisa: number;
                /** @enum {string} */
                status: 'initiated' | 'pending' | 'paid' | 'failed';
                gatewayStatus: string | null;
                gatewayTransactionId: string | null;
                payerName: string | null;
                payerEmail: string | null;
                createdAt: string;
                checkedAt: string | null;
              };
              postings: {
                key: string;
                /** @enum {string} */
                kind: 'payment' | 'release' | 'refund' | 'payout';
                attemptId: string | null;
                note: string | null;
                createdAt: string;
                entries: {
                  /** @enum {string} */
                  account:
                    'client_paid' | 'held' | 'platform_fee' | 'payable' | 'refunded' | 'refund_owed' | 'paid_out';
                  amountPaisa: number;
                }[];
              }[];
              heldPaisa: number;
              refundable: boolean;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/payments/disputes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Payment disputes: the open ones first, oldest first, then the latest decided */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The queue */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                bookingId: string;
                /** @enum {string} */
                status: 'open' | 'decided';
                reason: string;
                amountPaisa: number;
                /** @enum {string|null} */
                outcome: 'release' | 'partial_refund' | 'full_refund' | null;
                refundPaisa: number | null;
                decisionReason: string | null;
                createdAt: string;
                decidedAt: string | null;
                photos: {
                  id: string;
                  width: number;
                  height: number;
                }[];
                answer: {
                  text: string;
                  createdAt: string;
                  photos: {
                    id: string;
                    width: number;
                    height: number;
                  }[];
                } | null;
                serviceTitle: string;
                clientName: string | null;
                professionalName: string | null;
              }[];
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/payments/disputes/{id}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decide a dispute: release, a partial refund or a full refund, with a reason (audit-logged, once) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            outcome: 'release' | 'partial_refund' | 'full_refund';
            reason: string;
            refundPaisa?: number;
          };
        };
      };
      responses: {
        /** @description Decided */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              bookingId: string;
              /** @enum {string} */
              status: 'open' | 'decided';
              reason: string;
              amountPaisa: number;
              /** @enum {string|null} */
              outcome: 'release' | 'partial_refund' | 'full_refund' | null;
              refundPaisa: number | null;
              decisionReason: string | null;
              createdAt: string;
              decidedAt: string | null;
              photos: {
                id: string;
                width: number;
                height: number;
              }[];
              answer: {
                text: string;
                createdAt: string;
                photos: {
                  id: string;
                  width: number;
                  height: number;
                }[];
              } | null;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/payments/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Payment attempts by attempt id, booking id, gateway reference or transaction id, or payer e-mail */
    get: {
      parameters: {
        query: {
          q: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The attempts, newest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                bookingId: string | null;
                programId: string | null;
                /** @enum {string} */
                provider: 'esewa' | 'khalti';
                amountPaisa: number;
                feePaisa: number;
                /** @enum {string} */
                status: 'initiated' | 'pending' | 'paid' | 'failed';
                gatewayStatus: string | null;
                gatewayTransactionId: string | null;
                payerName: string | null;
                payerEmail: string | null;
                createdAt: string;
                checkedAt: string | null;
              }[];
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/payments/unsettled': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Attempts the gateways left pending or ambiguous past the reconcile window */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The attempts, oldest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                bookingId: string | null;
                programId: string | null;
                /** @enum {string} */
                provider: 'esewa' | 'khalti';
                amountPaisa: number;
                feePaisa: number;
                /** @enum {string} */
                status: 'initiated' | 'pending' | 'paid' | 'failed';
                gatewayStatus: string | null;
                gatewayTransactionId: string | null;
                payerName: string | null;
                payerEmail: string | null;
                createdAt: string;
                checkedAt: string | null;
              }[];
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/payments/bookings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A booking’s money: every attempt, every ledger posting, and its dispute */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The timeline */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              bookingId: string;
              serviceTitle: string | null;
              bookingStatus: string | null;
              pricePaisa: number | null;
              clientName: string | null;
              professionalName: string | null;
              attempts: {
                id: string;
                bookingId: string | null;
                programId: string | null;
                /** @enum {string} */
                provider: 'esewa' | 'khalti';
                amountPaisa: number;
                feePaisa: number;
                /** @enum {string} */
                status: 'initiated' | 'pending' | 'paid' | 'failed';
                gatewayStatus: string | null;
                gatewayTransactionId: string | null;
                payerName: string | null;
                payerEmail: string | null;
                createdAt: string;
                checkedAt: string | null;
              }[];
              postings: {
                key: string;
                /** @enum {string} */
                kind: 'payment' | 'release' | 'refund' | 'payout';
                attemptId: string | null;
                note: string | null;
                createdAt: string;
                entries: {
                  /** @enum {string} */
                  account:
                    'client_paid' | 'held' | 'platform_fee' | 'payable' | 'refunded' | 'refund_owed' | 'paid_out';
                  amountPaisa: number;
                }[];
              }[];
              dispute: {
                id: string;
                bookingId: string;
                /** @enum {string} */
                status: 'open' | 'decided';
                reason: string;
                amountPaisa: number;
                /** @enum {string|null} */
                outcome: 'release' | 'partial_refund' | 'full_refund' | null;
                refundPaisa: number | null;
                decisionReason: string | null;
                createdAt: string;
                decidedAt: string | null;
                photos: {
                  id: string;
                  width: number;
                  height: number;
                }[];
                answer: {
                  text: string;
                  createdAt: string;
                  photos: {
                    id: string;
                    width: number;
                    height: number;
                  }[];
                } | null;
              } | null;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/payments/attempts/{id}/refund-transfer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record the transfer that refunded a payment its gateway cannot refund (audit-logged, once) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reference: string;
          };
        };
      };
      responses: {
        /** @description Recorded */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attemptId: string;
              amountPaisa: number;
              reference: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payouts/earnings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My earnings as a professional: held, available and paid out, with each booking’s line */
    get: {
      parameters: {
        query?: {
          page?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The earnings */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              heldPaisa: number;
              availablePaisa: number;
              paidOutPaisa: number;
              lines: {
                bookingId: string;
                startsAt: string;
                serviceTitle: string;
                serviceTitleNe: string | null;
                clientFirstName: string;
                grossPaisa: number;
                feePaisa: number;
                netPaisa: number;
                /** @enum {string} */
                state: 'held' | 'available' | 'partly_paid_out' | 'paid_out';
              }[];
              page: number;
              hasMore: boolean;
              payouts: {
                id: string;
                amountPaisa: number;
                reference: string;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payouts/program-earnings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My program fees as an institution: held, available and paid out, with each program’s */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The program fees */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              heldPaisa: number;
              availablePaisa: number;
              paidOutPaisa: number;
              programs: {
                programId: string;
                programTitle: string;
                programTitleNe: string | null;
                heldPaisa: number;
                availablePaisa: number;
                paidOutPaisa: number;
              }[];
              payouts: {
                id: string;
                amountPaisa: number;
                reference: string;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/payouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Professionals with money available to pay out, largest first */
    get: {
      parameters: {
        query?: {
          page?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page of balances */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                professionalId: string;
                name: string;
                email: string;
                availablePaisa: number;
                payoutCount: number;
              }[];
              page: number;
              hasMore: boolean;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/payouts.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every available balance as CSV (amounts in NPR with two decimals) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description CSV */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff/payouts/{professionalId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a payout staff transferred, with its reference (at most the available balance) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          professionalId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            amountPaisa: number;
            reference: string;
            payoutCount: number;
          };
        };
      };
      responses: {
        /** @description Recorded */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              amountPaisa: number;
              reference: string;
              createdAt: string;
              professionalId: string;
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Signed in but not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/receipts/{attemptId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The receipt of a paid payment, for the client who paid it and staff */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          attemptId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The receipt */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attemptId: string;
              /** @enum {string} */
              provider: 'esewa' | 'khalti';
              gatewayReference: string | null;
              amountPaisa: number;
              feePaisa: number;
              paidAt: string;
              payerName: string;
              professionalName: string;
              serviceTitle: string;
              serviceTitleNe: string | null;
              bookingId: string | null;
              programId: string | null;
              platformPan: string | null;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/sign-up/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account with e-mail and password (name is the full name); throttled per client and per e-mail */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            email: string;
            password: string;
            name: string;
          };
        };
      };
      responses: {
        /** @description Account created and signed in; sets the httpOnly session cookie */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                id: string;
                email: string;
                name: string;
              };
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/sign-in/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with e-mail and password */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Signed in; sets the httpOnly session cookie */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                id: string;
                email: string;
                name: string;
              };
            };
          };
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/request-password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a single-use reset link (1 hour); the same answer whether or not the e-mail has an account */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            email: string;
          };
        };
      };
      responses: {
        /** @description Accepted */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with the token from the link; every session of the account ends */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            token: string;
            newPassword: string;
          };
        };
      };
      responses: {
        /** @description Password changed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/send-verification-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a new e-mail verification link to the signed-in user (a few per 15 minutes) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Sent */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the password (needs the current one); the other sessions end */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            currentPassword: string;
            newPassword: string;
          };
        };
      };
      responses: {
        /** @description Changed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/change-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the e-mail (needs the current password); changes when the mailed link is opened */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            newEmail: string;
            password?: string;
          };
        };
      };
      responses: {
        /** @description Link sent */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/two-factor/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start two-step verification: answers the otpauth:// URI and 10 backup codes */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            password: string;
          };
        };
      };
      responses: {
        /** @description Secret created; confirm with a code */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/two-factor/verify-totp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** An authenticator code: confirms setup, or completes a sign-in that answered twoFactorRedirect */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            code: string;
            trustDevice?: boolean;
          };
        };
      };
      responses: {
        /** @description Verified; sets the session cookie */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/two-factor/verify-backup-code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Complete a sign-in with a backup code (each works once) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            code: string;
          };
        };
      };
      responses: {
        /** @description Verified; sets the session cookie */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/two-factor/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn two-step verification off (needs the password) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            password: string;
          };
        };
      };
      responses: {
        /** @description Turned off */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/revoke-other-sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out every other device */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Signed out elsewhere */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/unlink-account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Unlink a sign-in method (accountId from /account/security); never the last one */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            accountId: string;
          };
        };
      };
      responses: {
        /** @description Unlinked */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Conflicts with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/delete-user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Delete the account and its personal data (password required when the account has one) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            password?: string;
          };
        };
      };
      responses: {
        /** @description Deleted */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input; `error.message` is the first validation message */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A JWT for API clients (15 minutes, and no longer than its session), sent as `Authorization: Bearer <jwt>` */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The token */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              token: string;
            };
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                key?: string;
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/jwks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The public keys that API tokens verify against (JWKS) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A JSON Web Key Set */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/sign-out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: ends the session and clears the cookie */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Signed out */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
