// Generated from the OpenAPI document by `npm run openapi:types`: do not edit.
export interface paths {
    "/api/v1/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: may this instance take traffic
         * @description Ready for traffic: each dependency is ok or absent (not configured) and the instance is not draining. 503 otherwise.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health of the instance and its back ends */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up with e-mail and password */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in: a session, or a challenge when a second factor is asked for */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Second sign-in step: the challenge and an authenticator or recovery code */
        post: operations["loginTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/token/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange a refresh token (body or cookie) for a new session */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: revoke the refresh token */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/check-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member */
        get: operations["checkSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password reset link (members and organisation owners alike) */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset token */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password (other sessions end) */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where I am signed in: this session first, then the others, newest first */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign one of my sessions out (at once, its sockets included) */
        delete: operations["revokeSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out every other session */
        post: operations["revokeOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/change-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the sign-in e-mail */
        post: operations["changeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/verify-email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the verification link again */
        post: operations["resendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify an e-mail address with its token */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/complete-invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An invitation's details, by its token */
        get: operations["getInvite"];
        put?: never;
        /** Accept an invitation: set a password and sign in */
        post: operations["completeInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/subscriber/account-verification-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mail a subscriber the link that activates their account */
        get: operations["sendSubscriberVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether two-factor sign-in is on, and the recovery codes left */
        get: operations["getTwoFactorStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/two-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start enrolling: a new secret as a QR code and a manual key */
        post: operations["setUpTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/two-factor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm enrolment with a code: ten recovery codes, shown once */
        post: operations["enableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor sign-in off (password and a code; not for owners) */
        post: operations["disableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/two-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New recovery codes; the old ones stop working (password and a code) */
        post: operations["regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your data archives not yet removed, newest first */
        get: operations["listDataExports"];
        put?: never;
        /** Ask for an archive of your data; it is mailed as a link when built */
        post: operations["requestDataExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/exports/{exportId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A short-lived link to download one of your archives */
        get: operations["downloadDataExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/deletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete your account after a grace period; you are signed out everywhere */
        post: operations["deleteAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/policy/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A policy page (terms, privacy) */
        get: operations["getPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/faqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Frequently asked questions */
        get: operations["listFaqs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message through the contact form */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Business sectors */
        get: operations["listSectors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/locations/countries/suggestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries matching a search */
        get: operations["suggestCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/locations/regions/suggestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Regions of a country matching a search */
        get: operations["suggestRegions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's profile */
        get: operations["getMyProfile"];
        /** Update the signed-in member's profile */
        put: operations["updateMyProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/profile-rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How complete the profile is, and what is missing */
        get: operations["getProfileCompleteness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/profile/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Another member's profile (as their visibility allows) */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Currency, location and food preferences */
        get: operations["getPreferences"];
        /** Update currency, location and food preferences */
        put: operations["updatePreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/preferences/profile-visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who may see the profile */
        get: operations["getProfileVisibility"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/notification-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The notification switches */
        get: operations["getNotificationSettings"];
        put?: never;
        /** Turn notification switches on or off */
        post: operations["updateNotificationSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The private note about a member */
        get: operations["getNote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the private note about a member */
        post: operations["saveNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The getting-started checklist */
        get: operations["getOnboarding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/onboarding/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide the completed getting-started checklist for good */
        post: operations["dismissOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/media/get-presigned-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grant an upload: a signed URL for the file's bytes */
        post: operations["createUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The media library, by kind */
        get: operations["listMedia"];
        put?: never;
        /** Add an uploaded file to the media library */
        post: operations["confirmUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/media/network-directory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Files shared in a network group's feed */
        get: operations["listGroupMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One file of the media library */
        get: operations["getMedia"];
        put?: never;
        post?: never;
        /** Delete a file from the media library */
        delete: operations["deleteMedia"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Connections and requests, by tab */
        get: operations["listConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connections/tabs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts of each connections tab */
        get: operations["getConnectionTabs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connections/explore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search members to connect with */
        get: operations["exploreMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connections/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask a member to connect */
        post: operations["requestConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connections/request-by-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask someone to connect by e-mail (invites non-members) */
        post: operations["requestConnectionByEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connections/response": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept or decline a connection request */
        post: operations["respondToConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connections/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take back a connection request I sent */
        post: operations["withdrawConnectionRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connections/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a connection */
        post: operations["disconnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leads passed and received, by tab */
        get: operations["listLeads"];
        put?: never;
        /** Pass a lead to a connection */
        post: operations["passLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leads passed and received, as CSV (the list filters apply) */
        get: operations["exportLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/tabs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts of each leads tab */
        get: operations["getLeadTabs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/tabs/connected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts of each leads tab with one connection */
        get: operations["getLeadTabsWithConnection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/connected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Leads exchanged with one connection
         * @description My connected members: the people a lead can be passed to.
         */
        get: operations["listLeadsWithConnection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/lead-type/suggestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lead types matching a search */
        get: operations["suggestLeadTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/generated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Leads a reward or campaign generated
         * @description The leads passed under one of my rewards.
         */
        get: operations["listGeneratedLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One lead */
        get: operations["getLead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who moved a lead to which stage, and when
         * @description Its creation first, then every stage change; for its giver and receiver.
         */
        get: operations["getLeadHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move a received lead to another stage */
        put: operations["setLeadStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/{id}/closed-value": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Correct the value of the business a converted lead closed
         * @description For the receiver of a converted lead: what the referral ledger counts.
         */
        put: operations["setLeadClosedValue"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tags the member asks lead senders for
         * @description The kinds of leads I am looking for.
         */
        get: operations["getMyLeadTags"];
        /** Set the tags the member asks lead senders for */
        put: operations["setMyLeadTags"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tags/suggestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tags matching a search */
        get: operations["suggestTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tags/create-lead-suggestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tags a connection asks for, when passing them a lead */
        get: operations["getLeadTagsOf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rewards and campaigns, by tab */
        get: operations["listRewards"];
        put?: never;
        /** Offer a reward */
        post: operations["createReward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rewards/tabs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts of each rewards tab */
        get: operations["getRewardTabs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rewards/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rewards a connection offers (when passing them a lead) */
        get: operations["listAvailableRewards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rewards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One reward */
        get: operations["getReward"];
        /** Update a reward */
        put: operations["updateReward"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rewards/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Activate or deactivate a reward */
        put: operations["setRewardStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One campaign */
        get: operations["getCampaign"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a campaign for chosen connections */
        post: operations["createCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My referral ledger for a period
         * @description Business given and received (closed values of converted leads), per connection and per shared group, leads passed and converted, and what my rewards earned.
         */
        get: operations["getLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ledger/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ledger figures of the home dashboard */
        get: operations["getLedgerSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ledger/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My ledger for a period as CSV: the leads converted in it */
        get: operations["exportLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ledger/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rewards my leads earned, or rewards I owe and paid */
        get: operations["listRewardSettlements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ledger/rewards/{id}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark the reward a converted lead earned as paid
         * @description The id is the lead's. For the reward's owner (who received the lead).
         */
        put: operations["markRewardPaid"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ledger/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether I appear by name on group leaderboards */
        get: operations["getLedgerPreferences"];
        /** Choose whether I appear by name on group leaderboards */
        put: operations["setLedgerPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ledger/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A group's business between its members, and its leaderboard
         * @description For the group's owner. Members who opted out show as "A member".
         */
        get: operations["getGroupLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/statistical/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Home's figures: totals, leads and a year's pipeline */
        get: operations["getHomeFigures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/statistical/total-statistical": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Home dashboard totals */
        get: operations["getDashboardTotals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/statistical/total-connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Connections made over time */
        get: operations["getConnectionsOverTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/statistical/total-revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Revenue from converted leads */
        get: operations["getRevenueFromLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/statistical/active-campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active campaigns */
        get: operations["listActiveCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/statistical/total-leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leads passed and received over time */
        get: operations["getLeadsOverTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/statistical/lead-pipeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The monthly lead pipeline */
        get: operations["getLeadPipeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who to meet next: members to connect with, each with the reasons in words */
        get: operations["listSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/suggestions/dismissed/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Stop suggesting this member */
        put: operations["dismissSuggestion"];
        post?: never;
        /** Suggest this member again (undo a dismissal) */
        delete: operations["restoreSuggestion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/network-directory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The network group directory */
        get: operations["listGroups"];
        put?: never;
        /** Create a network group or sub-group (organisation owners) */
        post: operations["createGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/network-directory/status/{status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's groups by membership status */
        get: operations["listMyGroupsByStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/network-directory/owner/owned-network-directory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Groups the signed-in owner runs */
        get: operations["listOwnedGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/network-directory/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Groups with subscription plans matching a search */
        get: operations["listSubscribedGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscriptions/suggestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Groups with plans matching a search */
        get: operations["suggestSubscriptionGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/network-directory/lead-suggestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Groups to tag a lead with */
        get: operations["suggestGroupsForLead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/network-directory/user/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's groups */
        get: operations["listGroupsOfMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/network-directory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One network group */
        get: operations["getGroup"];
        /** Update a network group (its owner) */
        put: operations["updateGroup"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/network-directory/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A group's members */
        get: operations["listGroupMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/network-directory/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Leave a group */
        put: operations["leaveGroup"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/network-directory/{id}/request-to-join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to join a group or its sub-groups */
        post: operations["requestToJoinGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/network-directory/{id}/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests to join a group (its owner) */
        get: operations["listJoinRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/network-directory/{id}/requests/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or decline a request to join (the group's owner) */
        post: operations["decideJoinRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reviews/network-directory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reviews the member wrote */
        get: operations["listMyReviews"];
        put?: never;
        /** Review a group */
        post: operations["reviewGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reviews/network-directory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A group's reviews */
        get: operations["listGroupReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/community-posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The community feed */
        get: operations["listCommunityPosts"];
        put?: never;
        /** Post to the community feed or a group's feed */
        post: operations["createPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/community-posts/check-new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many posts are newer than the feed shown */
        get: operations["countNewPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/community-posts/mention-suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Members I may @mention in a post of a feed, by name
         * @description The community feed's active members, or with `networkDirectoryId` that group's members (I must be one); never me.
         */
        get: operations["suggestMentions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/community-posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A network group's members-only feed */
        get: operations["listGroupPosts"];
        /** Edit a post (its author) */
        put: operations["updatePost"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/community-posts/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One post */
        get: operations["getPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/community-posts/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Take a post down (its author or the group's owner) */
        put: operations["deactivatePost"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/community-posts/detail/{id}/responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Responses to a post */
        get: operations["listPostResponses"];
        put?: never;
        /** Respond to a post */
        post: operations["respondToPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/community-posts/{id}/reaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Give my reaction to a post, or change it */
        put: operations["reactToPost"];
        post?: never;
        /** Take back my reaction to a post */
        delete: operations["takeBackReactionToPost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/community-posts/responses/{id}/reaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Give my reaction to a response, or change it */
        put: operations["reactToPostResponse"];
        post?: never;
        /** Take back my reaction to a response */
        delete: operations["takeBackReactionToPostResponse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notifications, personal or group tab */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notification/count-notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unread notification counts */
        get: operations["countUnreadNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notification/read-notification/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one notification read */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notification/read-all-notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every notification read */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat/grant-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A short-lived token for the real-time socket */
        post: operations["grantChatToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat/access-manager-uuid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A chat grant token (the spec's name for grant-token) */
        post: operations["grantChatAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat/access-manager-channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The channels the member may use */
        post: operations["listChatChannels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat/get-channel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The direct-message channel with a member */
        post: operations["getDirectChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat/send-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a chat message (idempotent with a client id) */
        post: operations["sendChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A channel's message history, newest last */
        get: operations["listChatMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete my message for everyone (its place in the history stays) */
        delete: operations["deleteChatMessage"];
        options?: never;
        head?: never;
        /** Edit my message (compare-and-set on its version; a retry is applied once) */
        patch: operations["editChatMessage"];
        trace?: never;
    };
    "/api/v1/chat/messages/{id}/reactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set or clear my emoji reaction on a message */
        put: operations["reactToChatMessage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat/save-message-time-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a channel read up to a message */
        post: operations["markChannelRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How far a channel's other members have read (those who show read receipts) */
        get: operations["getChatReceipts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My chat settings (read receipts) */
        get: operations["getChatSettings"];
        /** Turn my read receipts on or off */
        put: operations["updateChatSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Full-text search over the messages of my channels, best match first */
        get: operations["searchChatMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat/channel-time-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read markers and unread counts per channel */
        get: operations["getChannelReadMarkers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat/adjust-notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mute or unmute a channel */
        post: operations["setChannelMuted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat/create-channel-group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a group chat with connections */
        post: operations["createChatGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat/edit-channel-group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a group chat or change its members (its admin) */
        put: operations["editChatGroup"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat/leave-group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave a group chat */
        post: operations["leaveChatGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat/remove-group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a group chat (its admin) */
        post: operations["removeChatGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat/users-channel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A channel's members */
        get: operations["listChannelMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chat/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One channel */
        get: operations["getChannel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One search: people, groups, posts and messages I may open, a few of each, best first */
        get: operations["searchEverything"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/bookmark-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bookmark or unbookmark a connection, lead or post */
        post: operations["setBookmark"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment/checkout-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a checkout for a subscription or a ticket */
        post: operations["createCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payment provider webhook (Stripe-signed, idempotent)
         * @description For operators: point the payment provider's webhook here (Stripe: the
         *     endpoint `<PUBLIC_URL>/api/v1/payment/webhook`, signing secret in `STRIPE_WEBHOOK_SECRET`). The
         *     built-in test checkout (no Stripe keys) signs its events the same way and posts them here too.
         *
         *     - **Signature.** The raw body must carry a valid `Stripe-Signature` header made with the signing
         *       secret (Stripe's tolerance on its timestamp applies); otherwise 400 `INVALID_SIGNATURE` and
         *       nothing is applied. Send the bytes as signed: the body is never re-serialised.
         *     - **Events.** `checkout.session.completed` (when not `unpaid`) and
         *       `checkout.session.async_payment_succeeded` mark the payment paid and fulfil the purchase
         *       (the subscription's period starts, or the ticket becomes valid);
         *       `checkout.session.expired` and `checkout.session.async_payment_failed` release it. Any other
         *       event type is acknowledged and ignored: subscribe to those four.
         *     - **Idempotent.** Each event id is recorded in the same transaction as its effect; a redelivered
         *       or concurrent duplicate answers 200 and changes nothing, and a paid payment never goes back.
         *     - **Retries.** A 200 `{ "received": true }` acknowledges. A 5xx (e.g. 503 while the database is
         *       away) applied nothing: the provider's retries deliver it again.
         */
        post: operations["receivePaymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscription plans on sale (public page) */
        get: operations["listPublicPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One plan on sale (public page) */
        get: operations["getPublicPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/subscriptions/{id}/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe without an account (public page) */
        post: operations["subscribePublicly"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/new-subscriptions/subscriber/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A pending subscription, for its payment page */
        get: operations["getSubscriber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/new-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscription plans on sale, or the ones the member holds */
        get: operations["listPlans"];
        put?: never;
        /** Create a subscription plan (owners) */
        post: operations["createPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/new-subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One plan and the member’s subscription to it */
        get: operations["getPlan"];
        /** Update a subscription plan (owners) */
        put: operations["updatePlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/new-subscriptions/{id}/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe to a plan as the signed-in member */
        post: operations["subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{id}/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An organisation's plans (its owner) */
        get: operations["listOrganizationPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/new-subscriptions/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscribers of the owner's plans */
        get: operations["listSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/new-subscriptions/members/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscribers of the owner's plans, as CSV (the list filters apply) */
        get: operations["exportSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/new-subscriptions/members/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a subscriber by hand (owners) */
        post: operations["createSubscriber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/new-subscriptions/members/upload-new-user-avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grant an upload for a new subscriber's photo (owners) */
        post: operations["grantNewMemberAvatarUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event on sale (public page) */
        get: operations["getPublicEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/events/{id}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a ticket without an account (public page) */
        post: operations["buyTicketPublicly"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/tickets/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's tickets */
        get: operations["listMyTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ticket, by its id */
        get: operations["getTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/tickets/{id}/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A ticket's event as an iCalendar file ("Add to calendar") */
        get: operations["ticketCalendarFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/tickets/{id}/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a ticket's food preferences */
        put: operations["setTicketFoodPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/tickets/{id}/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a ticket */
        post: operations["cancelTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events on sale, by group or search */
        get: operations["listEvents"];
        put?: never;
        /** Create an event (owners) */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event (on sale, or any of the owner’s) */
        get: operations["getEvent"];
        /** Update an event (owners) */
        put: operations["updateEvent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event's attendees and their food preferences (owners) */
        get: operations["listEventAttendees"];
        put?: never;
        /** Take a ticket as the signed-in member */
        post: operations["buyTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An organisation's events (its owner) */
        get: operations["listOrganizationEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/tickets/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event's attendees and their food preferences, as CSV (owners) */
        get: operations["exportEventAttendees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meetings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's one-to-one meetings, upcoming or past */
        get: operations["listMeetings"];
        put?: never;
        /** Propose a one-to-one to a connection: times, or your booking link */
        post: operations["proposeMeeting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meetings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller’s meetings */
        get: operations["getMeeting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meetings/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept one of the times offered (the member whose turn it is) */
        post: operations["acceptMeeting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meetings/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline the times offered (the member whose turn it is) */
        post: operations["declineMeeting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meetings/{id}/counter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose other times (your turn, or to move an accepted meeting) */
        post: operations["counterMeeting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meetings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a proposed or accepted meeting (either member) */
        post: operations["cancelMeeting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meetings/{id}/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Your private "how did it go / next step" note on a meeting */
        put: operations["saveMeetingNote"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meetings/{id}/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The meeting as an iCalendar file ("Add to calendar") */
        get: operations["meetingCalendarFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation the signed-in owner runs */
        get: operations["getMyOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One organisation */
        get: operations["getOrganization"];
        /** Update the organisation profile (owners) */
        put: operations["updateOrganization"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set or remove the organisation's logo (owners): an image of their media library */
        put: operations["setOrganizationLogo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{id}/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An organisation's groups and sub-groups */
        get: operations["listOrganizationGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/network-directory/{id}/cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set or remove a group's cover (its owner): an image of their media library */
        put: operations["setGroupCover"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members of an organisation's groups (owners) */
        get: operations["listOrganizationMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{id}/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite someone into an organisation's groups (owners) */
        post: operations["inviteToOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{id}/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Revenue by currency and month (owners) */
        get: operations["getOrganizationRevenue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments received (owners) */
        get: operations["listOrganizationPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/{id}/payments/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments received, as CSV (owners) */
        get: operations["exportOrganizationPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the signed-in account administers the platform */
        get: operations["getAdminAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members and owners by name or e-mail (administrators) */
        get: operations["listAdminAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/accounts/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend an account: signed out everywhere at once (administrators) */
        post: operations["suspendAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/accounts/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a suspension (administrators) */
        post: operations["restoreAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every organisation and its owner (administrators) */
        get: operations["listAdminOrganizations"];
        put?: never;
        /** Create an organisation and invite its owner by e-mail (administrators) */
        post: operations["createAdminOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reports, oldest first, by kind and status (administrators) */
        get: operations["listAdminReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/reports/{id}/action": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss a report, remove the reported item or suspend its author (administrators) */
        post: operations["actOnReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every administrator action, newest first (administrators) */
        get: operations["listAdminAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a post, a response, a message, a review or a profile I can see */
        post: operations["createReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/update-device-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Register a device for push notifications */
        put: operations["registerDevice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/remove-device-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Remove a device from push notifications */
        put: operations["unregisterDevice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/device-auth-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's push devices, and the Web Push public key */
        get: operations["getPushConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dev/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The development mailbox (outside production) */
        get: operations["listDevMailbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            statusCode: number;
            /**
             * @description A code of the error catalogue (the spec's §8 codes plus ours); clients show their own wording for it.
             * @enum {string}
             */
            message: "VALIDATION_ERROR" | "NOT_FOUND" | "FORBIDDEN" | "UNAUTHORIZED" | "TOKEN_EXPIRED" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "FILE_TOO_LARGE" | "FILE_TYPE_NOT_ALLOWED" | "UPLOAD_NOT_FOUND" | "USER_NOT_FOUND" | "PASSWORD_INCORRECT" | "EMAIL_NOT_VERIFIED" | "NOT_ORG_OWNER" | "USER_EXISTED" | "USER_IMPORTED_INACTIVE" | "INVALID_TOKEN" | "ACCOUNT_SUSPENDED" | "TWO_FACTOR_CODE_INVALID" | "TWO_FACTOR_CHALLENGE_EXPIRED" | "TWO_FACTOR_REQUIRED_FOR_OWNER" | "TWO_FACTOR_ALREADY_ENABLED" | "TWO_FACTOR_NOT_ENABLED" | "TWO_FACTOR_SETUP_REQUIRED" | "DATA_EXPORT_IN_PROGRESS" | "DATA_EXPORT_EXPIRED" | "OWNS_ORGANIZATION" | "TWO_FACTOR_CODE_REQUIRED" | "ALREADY_CONNECTED" | "ALREADY_SENT_REQUEST" | "RECIPIENT_IS_ORG_OWNER" | "RECIPIENT_NOT_FOUND" | "CANNOT_CONNECT_TO_SELF" | "LEAD_RECIPIENT_NOT_CONNECTED" | "LEAD_NOT_CONVERTED" | "REWARD_NOT_OWED" | "ONBOARDING_NOT_COMPLETE" | "GROUP_REQUEST_NOT_ALLOWED" | "ALREADY_GROUP_MEMBER" | "GROUP_MEMBERS_ONLY" | "GROUP_OWNER_ACTION" | "CHAT_NOT_ALLOWED" | "CHAT_TOKEN_EXPIRED" | "MESSAGE_CHANGED" | "MESSAGE_DELETED" | "MENTION_NOT_ALLOWED" | "ALREADY_PAID" | "NOT_ON_SALE" | "EVENT_SOLD_OUT" | "PAYMENT_UNAVAILABLE" | "INVALID_SIGNATURE" | "MEETING_NOT_CONNECTED" | "MEETING_STATE" | "NO_BOOKING_LINK" | "ADMIN_SELF_ACTION" | "REPORT_EXISTS" | "REPORT_CLOSED" | "REPORT_ACTION_UNAVAILABLE";
            details?: unknown;
        };
    };
    responses: {
        /** @description The input is refused: `VALIDATION_ERROR` */
        ValidationError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {integer} */
                    statusCode?: 400;
                    /** @enum {string} */
                    message?: "VALIDATION_ERROR";
                };
            };
        };
        /** @description Not signed in, or the token is invalid or expired (refresh and retry): `UNAUTHORIZED`, `TOKEN_EXPIRED` */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {integer} */
                    statusCode?: 401;
                    /** @enum {string} */
                    message?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                };
            };
        };
        /** @description Not found (or not visible to the caller): `NOT_FOUND` */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {integer} */
                    statusCode?: 404;
                    /** @enum {string} */
                    message?: "NOT_FOUND";
                };
            };
        };
        /** @description Too large: `PAYLOAD_TOO_LARGE` */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {integer} */
                    statusCode?: 413;
                    /** @enum {string} */
                    message?: "PAYLOAD_TOO_LARGE";
                };
            };
        };
        /** @description Too many requests: wait `Retry-After` seconds: `TOO_MANY_REQUESTS` */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before retrying */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {integer} */
                    statusCode?: 429;
                    /** @enum {string} */
                    message?: "TOO_MANY_REQUESTS";
                };
            };
        };
        /** @description Unexpected failure (no detail is given): `INTERNAL_ERROR` */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {integer} */
                    statusCode?: 500;
                    /** @enum {string} */
                    message?: "INTERNAL_ERROR";
                };
            };
        };
        /** @description Briefly unavailable (database restarting or failing over): retry after `Retry-After` seconds: `SERVICE_UNAVAILABLE` */
        ServiceUnavailable: {
            headers: {
                /** @description Seconds to wait before retrying */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {integer} */
                    statusCode?: 503;
                    /** @enum {string} */
                    message?: "SERVICE_UNAVAILABLE";
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "ok" | "down" | "draining";
                            checks: {
                                [key: string]: "ok" | "down" | "absent";
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            500: components["responses"]["InternalError"];
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "ok" | "down" | "draining";
                            checks: {
                                [key: string]: "ok" | "down" | "absent";
                            };
                        };
                    };
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            /** @enum {string} */
                            database: "ok" | "down";
                            uptime: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            500: components["responses"]["InternalError"];
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            /** @enum {string} */
                            database: "ok" | "down";
                            uptime: number;
                        };
                    };
                };
            };
        };
    };
    register: {
        parameters: {
            query?: {
                prevUrl?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string & (string);
                    firstName: string;
                    lastName: string;
                    /** @enum {boolean} */
                    acceptTerms: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description In conflict with the current state: `USER_EXISTED`, `USER_IMPORTED_INACTIVE` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "USER_EXISTED" | "USER_IMPORTED_INACTIVE";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    /** @default false */
                    isOrgOwner?: boolean;
                    deviceId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accessToken: string;
                            refreshToken: string;
                            deviceId: string;
                            expiresIn: number;
                            user: {
                                /** Format: uuid */
                                _id: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                /** @enum {string} */
                                status: "unverified" | "inactive" | "active" | "suspended" | "deleted";
                                isOrgOwner: boolean;
                                emailVerified: boolean;
                                createdAt: string;
                            };
                            /** @enum {string} */
                            status: "signed_in";
                        } | {
                            /** @enum {string} */
                            status: "two_factor_required";
                            challengeToken: string;
                            expiresIn: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description Not signed in, or the token is invalid or expired (refresh and retry): `USER_NOT_FOUND`, `PASSWORD_INCORRECT` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 401;
                        /** @enum {string} */
                        message?: "USER_NOT_FOUND" | "PASSWORD_INCORRECT";
                    };
                };
            };
            /** @description Not allowed: `EMAIL_NOT_VERIFIED`, `ACCOUNT_SUSPENDED`, `NOT_ORG_OWNER` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "EMAIL_NOT_VERIFIED" | "ACCOUNT_SUSPENDED" | "NOT_ORG_OWNER";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    loginTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challengeToken: string;
                    /** @default false */
                    rememberDevice?: boolean;
                    code?: string;
                    recoveryCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accessToken: string;
                            refreshToken: string;
                            deviceId: string;
                            expiresIn: number;
                            user: {
                                /** Format: uuid */
                                _id: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                /** @enum {string} */
                                status: "unverified" | "inactive" | "active" | "suspended" | "deleted";
                                isOrgOwner: boolean;
                                emailVerified: boolean;
                                createdAt: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description Not signed in, or the token is invalid or expired (refresh and retry): `TWO_FACTOR_CODE_INVALID`, `TWO_FACTOR_CHALLENGE_EXPIRED` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 401;
                        /** @enum {string} */
                        message?: "TWO_FACTOR_CODE_INVALID" | "TWO_FACTOR_CHALLENGE_EXPIRED";
                    };
                };
            };
            /** @description Not allowed: `ACCOUNT_SUSPENDED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "ACCOUNT_SUSPENDED";
                    };
                };
            };
            /** @description In conflict with the current state: `TWO_FACTOR_NOT_ENABLED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "TWO_FACTOR_NOT_ENABLED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken?: string;
                    deviceId?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accessToken: string;
                            refreshToken: string;
                            deviceId: string;
                            expiresIn: number;
                            user: {
                                /** Format: uuid */
                                _id: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                /** @enum {string} */
                                status: "unverified" | "inactive" | "active" | "suspended" | "deleted";
                                isOrgOwner: boolean;
                                emailVerified: boolean;
                                createdAt: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description Not signed in, or the token is invalid or expired (refresh and retry): `INVALID_TOKEN` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 401;
                        /** @enum {string} */
                        message?: "INVALID_TOKEN";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {string} */
                            status: "unverified" | "inactive" | "active" | "suspended" | "deleted";
                            isOrgOwner: boolean;
                            emailVerified: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    newPassword: string & (string);
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `INVALID_TOKEN` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "INVALID_TOKEN";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string & (string);
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `PASSWORD_INCORRECT` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "PASSWORD_INCORRECT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            current: boolean;
                            browser: string | null;
                            os: string | null;
                            /** @enum {string} */
                            device: "desktop" | "mobile" | "tablet" | "unknown";
                            /** Format: date-time */
                            signedInAt: string;
                            /** Format: date-time */
                            lastSeenAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeSession: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revoked: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    changeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newEmail: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {string} */
                            status: "unverified" | "inactive" | "active" | "suspended" | "deleted";
                            isOrgOwner: boolean;
                            emailVerified: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `PASSWORD_INCORRECT` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "PASSWORD_INCORRECT";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description In conflict with the current state: `USER_EXISTED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "USER_EXISTED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `INVALID_TOKEN` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "INVALID_TOKEN";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvite: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            firstName: string;
                            lastName: string;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `INVALID_TOKEN` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "INVALID_TOKEN";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    completeInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string & (string);
                    firstName?: string;
                    lastName?: string;
                    deviceId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accessToken: string;
                            refreshToken: string;
                            deviceId: string;
                            expiresIn: number;
                            user: {
                                /** Format: uuid */
                                _id: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                /** @enum {string} */
                                status: "unverified" | "inactive" | "active" | "suspended" | "deleted";
                                isOrgOwner: boolean;
                                emailVerified: boolean;
                                createdAt: string;
                            };
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `INVALID_TOKEN` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "INVALID_TOKEN";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendSubscriberVerification: {
        parameters: {
            query: {
                userId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTwoFactorStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enabled: boolean;
                            enabledAt: string | null;
                            recoveryCodesLeft: number;
                            canDisable: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setUpTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            otpauthUri: string;
                            qrCode: string;
                            manualKey: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description In conflict with the current state: `TWO_FACTOR_ALREADY_ENABLED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "TWO_FACTOR_ALREADY_ENABLED";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    enableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            recoveryCodes: string[];
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `TWO_FACTOR_CODE_INVALID` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "TWO_FACTOR_CODE_INVALID";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description In conflict with the current state: `TWO_FACTOR_ALREADY_ENABLED`, `TWO_FACTOR_SETUP_REQUIRED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "TWO_FACTOR_ALREADY_ENABLED" | "TWO_FACTOR_SETUP_REQUIRED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    disableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    code?: string;
                    recoveryCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `PASSWORD_INCORRECT`, `TWO_FACTOR_CODE_INVALID` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "PASSWORD_INCORRECT" | "TWO_FACTOR_CODE_INVALID";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `TWO_FACTOR_REQUIRED_FOR_OWNER` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "TWO_FACTOR_REQUIRED_FOR_OWNER";
                    };
                };
            };
            /** @description In conflict with the current state: `TWO_FACTOR_NOT_ENABLED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "TWO_FACTOR_NOT_ENABLED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    regenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    code?: string;
                    recoveryCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            recoveryCodes: string[];
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `PASSWORD_INCORRECT`, `TWO_FACTOR_CODE_INVALID` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "PASSWORD_INCORRECT" | "TWO_FACTOR_CODE_INVALID";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description In conflict with the current state: `TWO_FACTOR_NOT_ENABLED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "TWO_FACTOR_NOT_ENABLED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDataExports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "pending" | "ready" | "failed";
                            /** Format: date-time */
                            requestedAt: string;
                            /** Format: date-time */
                            readyAt: string | null;
                            /** Format: date-time */
                            expiresAt: string | null;
                            size: number | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "pending" | "ready" | "failed";
                            /** Format: date-time */
                            requestedAt: string;
                            /** Format: date-time */
                            readyAt: string | null;
                            /** Format: date-time */
                            expiresAt: string | null;
                            size: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description In conflict with the current state: `DATA_EXPORT_IN_PROGRESS` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "DATA_EXPORT_IN_PROGRESS";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                exportId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                            fileName: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description Refused: `DATA_EXPORT_EXPIRED` */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 410;
                        /** @enum {string} */
                        message?: "DATA_EXPORT_EXPIRED";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    code?: string;
                    recoveryCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            deletionDueAt: string | null;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `PASSWORD_INCORRECT`, `TWO_FACTOR_CODE_INVALID`, `TWO_FACTOR_CODE_REQUIRED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "PASSWORD_INCORRECT" | "TWO_FACTOR_CODE_INVALID" | "TWO_FACTOR_CODE_REQUIRED";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description In conflict with the current state: `OWNS_ORGANIZATION` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "OWNS_ORGANIZATION";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "0" | "1";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            type: number;
                            title: string;
                            content: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFaqs: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                question: string;
                                answer: string;
                                category: string;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    email: string;
                    message: string;
                    /** @enum {boolean} */
                    consent: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSectors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    suggestCountries: {
        parameters: {
            query?: {
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            code: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    suggestRegions: {
        parameters: {
            query?: {
                name?: string;
                countryId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            /** Format: uuid */
                            countryId: string;
                            timeZone: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            profile: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                                bio: string | null;
                                phone: string | null;
                                website: string | null;
                                meetingUrl: string | null;
                                email: string | null;
                                sectors: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                }[];
                                memberSince: string;
                            };
                            preferences: {
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "USD";
                                country: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    code: string;
                                } | null;
                                region: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    /** Format: uuid */
                                    countryId: string;
                                    timeZone: string;
                                } | null;
                                /** @enum {string} */
                                profileVisibility: "everyone" | "connections" | "only_me";
                                foodPreferences: ("vegan" | "vegetarian" | "pescatarian" | "paleo" | "fodmap" | "glutenFree" | "dairyFree" | "ketogenic" | "peanutAllergy" | "nutAllergy" | "fishAllergy" | "halal" | "kosher")[];
                            };
                            rating: {
                                profileRating: number;
                                totalDone: number;
                                /** @default 10 */
                                totalRating: number;
                                missing: string[];
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName?: string;
                    lastName?: string;
                    headline?: string;
                    company?: string;
                    jobTitle?: string;
                    bio?: string;
                    phone?: string;
                    website?: string;
                    meetingUrl?: string;
                    sectorIds?: string[];
                    /** Format: uuid */
                    countryId?: string | null;
                    /** Format: uuid */
                    regionId?: string | null;
                    /** Format: uuid */
                    avatarMediaId?: string;
                    clear?: ("headline" | "company" | "jobTitle" | "bio" | "phone" | "website" | "meetingUrl" | "avatar")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            profile: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                                bio: string | null;
                                phone: string | null;
                                website: string | null;
                                meetingUrl: string | null;
                                email: string | null;
                                sectors: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                }[];
                                memberSince: string;
                            };
                            preferences: {
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "USD";
                                country: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    code: string;
                                } | null;
                                region: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    /** Format: uuid */
                                    countryId: string;
                                    timeZone: string;
                                } | null;
                                /** @enum {string} */
                                profileVisibility: "everyone" | "connections" | "only_me";
                                foodPreferences: ("vegan" | "vegetarian" | "pescatarian" | "paleo" | "fodmap" | "glutenFree" | "dairyFree" | "ketogenic" | "peanutAllergy" | "nutAllergy" | "fishAllergy" | "halal" | "kosher")[];
                            };
                            rating: {
                                profileRating: number;
                                totalDone: number;
                                /** @default 10 */
                                totalRating: number;
                                missing: string[];
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProfileCompleteness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            profileRating: number;
                            totalDone: number;
                            /** @default 10 */
                            totalRating: number;
                            missing: string[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProfile: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            profile: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                                bio: string | null;
                                phone: string | null;
                                website: string | null;
                                meetingUrl: string | null;
                                email: string | null;
                                sectors: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                }[];
                                memberSince: string;
                            };
                            restricted: boolean;
                            isMe: boolean;
                            /** @enum {string} */
                            visibility: "everyone" | "connections" | "only_me";
                            /** @enum {string} */
                            relationship: "self" | "connected" | "request_sent" | "request_declined" | "request_received" | "none" | "org_owner";
                            /** Format: uuid */
                            connectionId: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "USD";
                            country: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                code: string;
                            } | null;
                            region: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** Format: uuid */
                                countryId: string;
                                timeZone: string;
                            } | null;
                            /** @enum {string} */
                            profileVisibility: "everyone" | "connections" | "only_me";
                            foodPreferences: ("vegan" | "vegetarian" | "pescatarian" | "paleo" | "fodmap" | "glutenFree" | "dairyFree" | "ketogenic" | "peanutAllergy" | "nutAllergy" | "fishAllergy" | "halal" | "kosher")[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    currency?: "GBP" | "EUR" | "USD";
                    /** Format: uuid */
                    countryId?: string | null;
                    /** Format: uuid */
                    regionId?: string | null;
                    /** @enum {string} */
                    profileVisibility?: "everyone" | "connections" | "only_me";
                    foodPreferences?: ("vegan" | "vegetarian" | "pescatarian" | "paleo" | "fodmap" | "glutenFree" | "dairyFree" | "ketogenic" | "peanutAllergy" | "nutAllergy" | "fishAllergy" | "halal" | "kosher")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "USD";
                            country: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                code: string;
                            } | null;
                            region: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** Format: uuid */
                                countryId: string;
                                timeZone: string;
                            } | null;
                            /** @enum {string} */
                            profileVisibility: "everyone" | "connections" | "only_me";
                            foodPreferences: ("vegan" | "vegetarian" | "pescatarian" | "paleo" | "fodmap" | "glutenFree" | "dairyFree" | "ketogenic" | "peanutAllergy" | "nutAllergy" | "fishAllergy" | "halal" | "kosher")[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProfileVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            value: "everyone" | "connections" | "only_me";
                            label: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            NEW_LEAD_NOTIFICATION: boolean;
                            CONVERTED_LEADS: boolean;
                            CONNECTION_REQUESTS: boolean;
                            ACCEPTED_CONNECTION_REQUESTS: boolean;
                            NEW_DIRECT_MESSAGES: boolean;
                            NEW_MESSAGE_IN_GROUP_CHAT: boolean;
                            NEW_MESSAGE_IN_GROUP_CHATS: boolean;
                            NEW_CAMPAIGN_ALERTS: boolean;
                            NEW_RESPONSE_TO_A_POST: boolean;
                            NETWORKING_GROUP_NOTIFICATIONS: boolean;
                            ONE_TO_ONE_MEETINGS: boolean;
                            MENTIONS: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    config: {
                        [key: string]: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            NEW_LEAD_NOTIFICATION: boolean;
                            CONVERTED_LEADS: boolean;
                            CONNECTION_REQUESTS: boolean;
                            ACCEPTED_CONNECTION_REQUESTS: boolean;
                            NEW_DIRECT_MESSAGES: boolean;
                            NEW_MESSAGE_IN_GROUP_CHAT: boolean;
                            NEW_MESSAGE_IN_GROUP_CHATS: boolean;
                            NEW_CAMPAIGN_ALERTS: boolean;
                            NEW_RESPONSE_TO_A_POST: boolean;
                            NETWORKING_GROUP_NOTIFICATIONS: boolean;
                            ONE_TO_ONE_MEETINGS: boolean;
                            MENTIONS: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNote: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            userId: string;
                            content: string;
                            updatedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveNote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userId: string;
                    /** @default  */
                    content?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            userId: string;
                            content: string;
                            updatedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            steps: {
                                /** @enum {string} */
                                step: "COMPLETED_PROFILE" | "SETTING_UP_REWARD" | "ADD_CONNECTIONS" | "REQUESTED_MEETING" | "CREATED_POST" | "SETTING_UP_CAMPAIGN" | "PASSING_LEAD" | "RECEIVES_LEAD" | "RATES_A_NETWORKING" | "RECEIVES_INVITE_JOIN_THE_GROUPS";
                                label: string;
                                done: boolean;
                                completedAt: string | null;
                            }[];
                            totalDone: number;
                            total: number;
                            dismissed: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    dismissOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            steps: {
                                /** @enum {string} */
                                step: "COMPLETED_PROFILE" | "SETTING_UP_REWARD" | "ADD_CONNECTIONS" | "REQUESTED_MEETING" | "CREATED_POST" | "SETTING_UP_CAMPAIGN" | "PASSING_LEAD" | "RECEIVES_LEAD" | "RATES_A_NETWORKING" | "RECEIVES_INVITE_JOIN_THE_GROUPS";
                                label: string;
                                done: boolean;
                                completedAt: string | null;
                            }[];
                            totalDone: number;
                            total: number;
                            dismissed: boolean;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `ONBOARDING_NOT_COMPLETE` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "ONBOARDING_NOT_COMPLETE";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fileName: string;
                    contentType: string;
                    size: number;
                    /** @enum {string} */
                    type: "DOCUMENT" | "AUDIO" | "VIDEO" | "IMAGE" | "THUMBNAIL";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                            pathname: string;
                            /** @enum {string} */
                            method: "PUT";
                            headers: {
                                [key: string]: string;
                            };
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `FILE_TYPE_NOT_ALLOWED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "FILE_TYPE_NOT_ALLOWED";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Too large: `PAYLOAD_TOO_LARGE`, `FILE_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 413;
                        /** @enum {string} */
                        message?: "PAYLOAD_TOO_LARGE" | "FILE_TOO_LARGE";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMedia: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                type?: "DOCUMENT" | "AUDIO" | "VIDEO" | "IMAGE" | "THUMBNAIL";
                networkDirectoryId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "DOCUMENT" | "AUDIO" | "VIDEO" | "IMAGE" | "THUMBNAIL";
                                contentType: string;
                                size: number;
                                url: string;
                                /** Format: uuid */
                                ownerId: string;
                                /** Format: uuid */
                                networkDirectoryId: string | null;
                                createdAt: string;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                            tabs: {
                                DOCUMENT: number;
                                AUDIO: number;
                                VIDEO: number;
                                IMAGE: number;
                                THUMBNAIL: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pathname: string;
                    name?: string;
                    /** Format: uuid */
                    networkDirectoryId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            /** @enum {string} */
                            type: "DOCUMENT" | "AUDIO" | "VIDEO" | "IMAGE" | "THUMBNAIL";
                            contentType: string;
                            size: number;
                            url: string;
                            /** Format: uuid */
                            ownerId: string;
                            /** Format: uuid */
                            networkDirectoryId: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `UPLOAD_NOT_FOUND` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "UPLOAD_NOT_FOUND";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Too large: `PAYLOAD_TOO_LARGE`, `FILE_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 413;
                        /** @enum {string} */
                        message?: "PAYLOAD_TOO_LARGE" | "FILE_TOO_LARGE";
                    };
                };
            };
            /** @description Unsupported content: `FILE_TYPE_NOT_ALLOWED` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 415;
                        /** @enum {string} */
                        message?: "FILE_TYPE_NOT_ALLOWED";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGroupMedia: {
        parameters: {
            query: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                type?: "DOCUMENT" | "AUDIO" | "VIDEO" | "IMAGE" | "THUMBNAIL";
                networkDirectoryId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "DOCUMENT" | "AUDIO" | "VIDEO" | "IMAGE" | "THUMBNAIL";
                                contentType: string;
                                size: number;
                                url: string;
                                /** Format: uuid */
                                ownerId: string;
                                /** Format: uuid */
                                networkDirectoryId: string | null;
                                createdAt: string;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                            tabs: {
                                DOCUMENT: number;
                                AUDIO: number;
                                VIDEO: number;
                                IMAGE: number;
                                THUMBNAIL: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `GROUP_MEMBERS_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "GROUP_MEMBERS_ONLY";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMedia: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            /** @enum {string} */
                            type: "DOCUMENT" | "AUDIO" | "VIDEO" | "IMAGE" | "THUMBNAIL";
                            contentType: string;
                            size: number;
                            url: string;
                            /** Format: uuid */
                            ownerId: string;
                            /** Format: uuid */
                            networkDirectoryId: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMedia: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listConnections: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: "firstName" | "lastName" | "createdAt";
                order?: "ASC" | "DESC";
                country?: string;
                regions?: string | string[];
                sectors?: string | string[];
                status?: "REQUESTED" | "CONNECTED" | "REJECTED";
                bookmark?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONNECTED" | "REJECTED";
                                /** @enum {string} */
                                direction: "outgoing" | "incoming";
                                bookmark: boolean;
                                createdAt: string;
                                member: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getConnectionTabs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            all: number;
                            CONNECTED: number;
                            REQUESTED: number;
                            REJECTED: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exploreMembers: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                country?: string;
                regions?: string | string[];
                sectors?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                member: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                connection: {
                                    /** Format: uuid */
                                    _id: string;
                                    /** @enum {string} */
                                    status: "REQUESTED" | "CONNECTED" | "REJECTED";
                                    /** @enum {string} */
                                    direction: "outgoing" | "incoming";
                                } | null;
                            }[];
                            /** @description Exact while the matches end within 500 rows of this page's first row (totalRowsExact true); beyond, the database planner's estimate of all matches, never less than the rows known to exist. */
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                            /** @description Whether totalRows is an exact count. */
                            totalRowsExact: boolean;
                            /** @description Whether a next page exists (always exact). */
                            hasMore: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userId?: string;
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "REQUESTED" | "CONNECTED" | "REJECTED";
                            /** @enum {string} */
                            direction: "outgoing" | "incoming";
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `CANNOT_CONNECT_TO_SELF`, `RECIPIENT_IS_ORG_OWNER` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "CANNOT_CONNECT_TO_SELF" | "RECIPIENT_IS_ORG_OWNER";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not found (or not visible to the caller): `RECIPIENT_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 404;
                        /** @enum {string} */
                        message?: "RECIPIENT_NOT_FOUND";
                    };
                };
            };
            /** @description In conflict with the current state: `ALREADY_CONNECTED`, `ALREADY_SENT_REQUEST` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "ALREADY_CONNECTED" | "ALREADY_SENT_REQUEST";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestConnectionByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            connection: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                status: "REQUESTED" | "CONNECTED" | "REJECTED";
                                /** @enum {string} */
                                direction: "outgoing" | "incoming";
                            };
                        } | {
                            /** @enum {boolean} */
                            invited: true;
                            email: string;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `CANNOT_CONNECT_TO_SELF`, `RECIPIENT_IS_ORG_OWNER` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "CANNOT_CONNECT_TO_SELF" | "RECIPIENT_IS_ORG_OWNER";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not found (or not visible to the caller): `RECIPIENT_NOT_FOUND` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 404;
                        /** @enum {string} */
                        message?: "RECIPIENT_NOT_FOUND";
                    };
                };
            };
            /** @description In conflict with the current state: `ALREADY_CONNECTED`, `ALREADY_SENT_REQUEST` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "ALREADY_CONNECTED" | "ALREADY_SENT_REQUEST";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    respondToConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    connectionId: string;
                    /** @enum {string} */
                    status: "CONNECTED" | "REJECTED";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "REQUESTED" | "CONNECTED" | "REJECTED";
                            /** @enum {string} */
                            direction: "outgoing" | "incoming";
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description In conflict with the current state: `ALREADY_CONNECTED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "ALREADY_CONNECTED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    withdrawConnectionRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    connectionId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            /** @description In conflict with the current state: `ALREADY_CONNECTED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "ALREADY_CONNECTED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    disconnect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLeads: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                type?: "incoming" | "outgoing";
                pipelines?: string | string[];
                leadTypes?: string | string[];
                connectedUserId?: string;
                bookmark?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                direction: "incoming" | "outgoing";
                                /** @enum {string} */
                                status: "NEW" | "CONTACTED" | "MEETING" | "PROPOSAL" | "CONVERTED" | "LOST";
                                bookmark: boolean;
                                leadType: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                                tags: string[];
                                sourceOfLead: string | null;
                                contact: {
                                    firstName: string;
                                    lastName: string;
                                    email: string;
                                    phone: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                };
                                estimatedValue: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "USD";
                                details: string | null;
                                giver: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                receiver: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                reward: {
                                    /** Format: uuid */
                                    _id: string;
                                    title: string;
                                } | null;
                                createdAt: string;
                                statusChangedAt: string;
                                convertedAt: string | null;
                                closedValue: number | null;
                                /** @enum {string|null} */
                                closedCurrency: "GBP" | "EUR" | "USD" | null;
                                rewardPaidOn: string | null;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    passLead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    receiverId: string;
                    leadTypeName: string;
                    /** @default [] */
                    tags?: string[];
                    sourceOfLead?: string;
                    contact: {
                        firstName: string;
                        lastName: string;
                        email: string;
                        phone?: string;
                        company?: string;
                        jobTitle?: string;
                    };
                    estimatedValue: number;
                    /** @enum {string} */
                    currency: "GBP" | "EUR" | "USD";
                    details?: string;
                    /** Format: uuid */
                    rewardId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            direction: "incoming" | "outgoing";
                            /** @enum {string} */
                            status: "NEW" | "CONTACTED" | "MEETING" | "PROPOSAL" | "CONVERTED" | "LOST";
                            bookmark: boolean;
                            leadType: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            };
                            tags: string[];
                            sourceOfLead: string | null;
                            contact: {
                                firstName: string;
                                lastName: string;
                                email: string;
                                phone: string | null;
                                company: string | null;
                                jobTitle: string | null;
                            };
                            estimatedValue: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "USD";
                            details: string | null;
                            giver: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            };
                            receiver: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            };
                            reward: {
                                /** Format: uuid */
                                _id: string;
                                title: string;
                            } | null;
                            createdAt: string;
                            statusChangedAt: string;
                            convertedAt: string | null;
                            closedValue: number | null;
                            /** @enum {string|null} */
                            closedCurrency: "GBP" | "EUR" | "USD" | null;
                            rewardPaidOn: string | null;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `LEAD_RECIPIENT_NOT_CONNECTED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "LEAD_RECIPIENT_NOT_CONNECTED";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportLeads: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                type?: "incoming" | "outgoing";
                pipelines?: string | string[];
                leadTypes?: string | string[];
                connectedUserId?: string;
                bookmark?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV text, one header line then a line per row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLeadTabs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            all: number;
                            incoming: number;
                            outgoing: number;
                            pipelines: {
                                NEW: number;
                                CONTACTED: number;
                                MEETING: number;
                                PROPOSAL: number;
                                CONVERTED: number;
                                LOST: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLeadTabsWithConnection: {
        parameters: {
            query: {
                connectedUserId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            all: number;
                            incoming: number;
                            outgoing: number;
                            pipelines: {
                                NEW: number;
                                CONTACTED: number;
                                MEETING: number;
                                PROPOSAL: number;
                                CONVERTED: number;
                                LOST: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLeadsWithConnection: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    suggestLeadTypes: {
        parameters: {
            query?: {
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGeneratedLeads: {
        parameters: {
            query: {
                page?: number;
                offset?: number;
                rewardId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                direction: "incoming" | "outgoing";
                                /** @enum {string} */
                                status: "NEW" | "CONTACTED" | "MEETING" | "PROPOSAL" | "CONVERTED" | "LOST";
                                bookmark: boolean;
                                leadType: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                                tags: string[];
                                sourceOfLead: string | null;
                                contact: {
                                    firstName: string;
                                    lastName: string;
                                    email: string;
                                    phone: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                };
                                estimatedValue: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "USD";
                                details: string | null;
                                giver: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                receiver: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                reward: {
                                    /** Format: uuid */
                                    _id: string;
                                    title: string;
                                } | null;
                                createdAt: string;
                                statusChangedAt: string;
                                convertedAt: string | null;
                                closedValue: number | null;
                                /** @enum {string|null} */
                                closedCurrency: "GBP" | "EUR" | "USD" | null;
                                rewardPaidOn: string | null;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLead: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            direction: "incoming" | "outgoing";
                            /** @enum {string} */
                            status: "NEW" | "CONTACTED" | "MEETING" | "PROPOSAL" | "CONVERTED" | "LOST";
                            bookmark: boolean;
                            leadType: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            };
                            tags: string[];
                            sourceOfLead: string | null;
                            contact: {
                                firstName: string;
                                lastName: string;
                                email: string;
                                phone: string | null;
                                company: string | null;
                                jobTitle: string | null;
                            };
                            estimatedValue: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "USD";
                            details: string | null;
                            giver: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            };
                            receiver: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            };
                            reward: {
                                /** Format: uuid */
                                _id: string;
                                title: string;
                            } | null;
                            createdAt: string;
                            statusChangedAt: string;
                            convertedAt: string | null;
                            closedValue: number | null;
                            /** @enum {string|null} */
                            closedCurrency: "GBP" | "EUR" | "USD" | null;
                            rewardPaidOn: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLeadHistory: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string|null} */
                            from: "NEW" | "CONTACTED" | "MEETING" | "PROPOSAL" | "CONVERTED" | "LOST" | null;
                            /** @enum {string} */
                            to: "NEW" | "CONTACTED" | "MEETING" | "PROPOSAL" | "CONVERTED" | "LOST";
                            changedBy: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            };
                            changedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setLeadStatus: {
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
                "application/json": {
                    /** @enum {string} */
                    status: "NEW" | "CONTACTED" | "MEETING" | "PROPOSAL" | "CONVERTED" | "LOST";
                    closedValue?: number;
                    /** @enum {string} */
                    closedCurrency?: "GBP" | "EUR" | "USD";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            direction: "incoming" | "outgoing";
                            /** @enum {string} */
                            status: "NEW" | "CONTACTED" | "MEETING" | "PROPOSAL" | "CONVERTED" | "LOST";
                            bookmark: boolean;
                            leadType: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            };
                            tags: string[];
                            sourceOfLead: string | null;
                            contact: {
                                firstName: string;
                                lastName: string;
                                email: string;
                                phone: string | null;
                                company: string | null;
                                jobTitle: string | null;
                            };
                            estimatedValue: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "USD";
                            details: string | null;
                            giver: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            };
                            receiver: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            };
                            reward: {
                                /** Format: uuid */
                                _id: string;
                                title: string;
                            } | null;
                            createdAt: string;
                            statusChangedAt: string;
                            convertedAt: string | null;
                            closedValue: number | null;
                            /** @enum {string|null} */
                            closedCurrency: "GBP" | "EUR" | "USD" | null;
                            rewardPaidOn: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setLeadClosedValue: {
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
                "application/json": {
                    closedValue: number;
                    /** @enum {string} */
                    closedCurrency: "GBP" | "EUR" | "USD";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            direction: "incoming" | "outgoing";
                            /** @enum {string} */
                            status: "NEW" | "CONTACTED" | "MEETING" | "PROPOSAL" | "CONVERTED" | "LOST";
                            bookmark: boolean;
                            leadType: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            };
                            tags: string[];
                            sourceOfLead: string | null;
                            contact: {
                                firstName: string;
                                lastName: string;
                                email: string;
                                phone: string | null;
                                company: string | null;
                                jobTitle: string | null;
                            };
                            estimatedValue: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "USD";
                            details: string | null;
                            giver: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            };
                            receiver: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            };
                            reward: {
                                /** Format: uuid */
                                _id: string;
                                title: string;
                            } | null;
                            createdAt: string;
                            statusChangedAt: string;
                            convertedAt: string | null;
                            closedValue: number | null;
                            /** @enum {string|null} */
                            closedCurrency: "GBP" | "EUR" | "USD" | null;
                            rewardPaidOn: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            /** @description In conflict with the current state: `LEAD_NOT_CONVERTED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "LEAD_NOT_CONVERTED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyLeadTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            tags: string[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setMyLeadTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tags: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            tags: string[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    suggestTags: {
        parameters: {
            query: {
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: string[];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLeadTagsOf: {
        parameters: {
            query: {
                recipient: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            tags: string[];
                            otherSuggestions: string[];
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `LEAD_RECIPIENT_NOT_CONNECTED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "LEAD_RECIPIENT_NOT_CONNECTED";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRewards: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                type?: "standard" | "campaign";
                ownedRewardType?: "mine" | "invited";
                userId?: string;
                status?: "active" | "inactive";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                type: "standard" | "campaign";
                                /** @enum {string} */
                                kind: "none" | "commission_and_rebate" | "commission_or_rebate" | "voucher" | "corporate_gift" | "corporate_entertainment" | "other" | "user_create";
                                title: string;
                                value: string;
                                description: string | null;
                                /** @enum {string} */
                                status: "active" | "inactive";
                                owner: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                isMine: boolean;
                                campaign: {
                                    startsOn: string;
                                    endsOn: string;
                                    /** @enum {string} */
                                    audience: "ALL" | "INCLUSION" | "EXCLUSION";
                                    audienceUserIds: string[];
                                    notifyConnections: boolean;
                                    live: boolean;
                                } | null;
                                leadsGenerated: number;
                                createdAt: string;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createReward: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "none" | "commission_and_rebate" | "commission_or_rebate" | "voucher" | "corporate_gift" | "corporate_entertainment" | "other" | "user_create";
                    title?: string;
                    value: string;
                    description?: string;
                    /**
                     * @default inactive
                     * @enum {string}
                     */
                    status?: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            type: "standard" | "campaign";
                            /** @enum {string} */
                            kind: "none" | "commission_and_rebate" | "commission_or_rebate" | "voucher" | "corporate_gift" | "corporate_entertainment" | "other" | "user_create";
                            title: string;
                            value: string;
                            description: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            owner: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            };
                            isMine: boolean;
                            campaign: {
                                startsOn: string;
                                endsOn: string;
                                /** @enum {string} */
                                audience: "ALL" | "INCLUSION" | "EXCLUSION";
                                audienceUserIds: string[];
                                notifyConnections: boolean;
                                live: boolean;
                            } | null;
                            leadsGenerated: number;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRewardTabs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            standard: number;
                            campaign: number;
                            invited: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAvailableRewards: {
        parameters: {
            query?: {
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            standardKinds: ("none" | "commission_and_rebate" | "commission_or_rebate" | "voucher" | "corporate_gift" | "corporate_entertainment" | "other" | "user_create")[];
                            rewards: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                type: "standard" | "campaign";
                                /** @enum {string} */
                                kind: "none" | "commission_and_rebate" | "commission_or_rebate" | "voucher" | "corporate_gift" | "corporate_entertainment" | "other" | "user_create";
                                title: string;
                                value: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReward: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rewardDetail: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                type: "standard" | "campaign";
                                /** @enum {string} */
                                kind: "none" | "commission_and_rebate" | "commission_or_rebate" | "voucher" | "corporate_gift" | "corporate_entertainment" | "other" | "user_create";
                                title: string;
                                value: string;
                                description: string | null;
                                /** @enum {string} */
                                status: "active" | "inactive";
                                owner: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                isMine: boolean;
                                campaign: {
                                    startsOn: string;
                                    endsOn: string;
                                    /** @enum {string} */
                                    audience: "ALL" | "INCLUSION" | "EXCLUSION";
                                    audienceUserIds: string[];
                                    notifyConnections: boolean;
                                    live: boolean;
                                } | null;
                                leadsGenerated: number;
                                createdAt: string;
                            };
                            leadsGenerated: {
                                /** Format: uuid */
                                _id: string;
                                status: string;
                                contactName: string;
                                giver: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                estimatedValue: number;
                                currency: string;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateReward: {
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
                "application/json": {
                    value: string;
                    description?: string;
                    /** @enum {string} */
                    status: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            type: "standard" | "campaign";
                            /** @enum {string} */
                            kind: "none" | "commission_and_rebate" | "commission_or_rebate" | "voucher" | "corporate_gift" | "corporate_entertainment" | "other" | "user_create";
                            title: string;
                            value: string;
                            description: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            owner: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            };
                            isMine: boolean;
                            campaign: {
                                startsOn: string;
                                endsOn: string;
                                /** @enum {string} */
                                audience: "ALL" | "INCLUSION" | "EXCLUSION";
                                audienceUserIds: string[];
                                notifyConnections: boolean;
                                live: boolean;
                            } | null;
                            leadsGenerated: number;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setRewardStatus: {
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
                "application/json": {
                    /** @enum {string} */
                    status: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            type: "standard" | "campaign";
                            /** @enum {string} */
                            kind: "none" | "commission_and_rebate" | "commission_or_rebate" | "voucher" | "corporate_gift" | "corporate_entertainment" | "other" | "user_create";
                            title: string;
                            value: string;
                            description: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            owner: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            };
                            isMine: boolean;
                            campaign: {
                                startsOn: string;
                                endsOn: string;
                                /** @enum {string} */
                                audience: "ALL" | "INCLUSION" | "EXCLUSION";
                                audienceUserIds: string[];
                                notifyConnections: boolean;
                                live: boolean;
                            } | null;
                            leadsGenerated: number;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCampaign: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rewardDetail: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                type: "standard" | "campaign";
                                /** @enum {string} */
                                kind: "none" | "commission_and_rebate" | "commission_or_rebate" | "voucher" | "corporate_gift" | "corporate_entertainment" | "other" | "user_create";
                                title: string;
                                value: string;
                                description: string | null;
                                /** @enum {string} */
                                status: "active" | "inactive";
                                owner: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                isMine: boolean;
                                campaign: {
                                    startsOn: string;
                                    endsOn: string;
                                    /** @enum {string} */
                                    audience: "ALL" | "INCLUSION" | "EXCLUSION";
                                    audienceUserIds: string[];
                                    notifyConnections: boolean;
                                    live: boolean;
                                } | null;
                                leadsGenerated: number;
                                createdAt: string;
                            };
                            leadsGenerated: {
                                /** Format: uuid */
                                _id: string;
                                status: string;
                                contactName: string;
                                giver: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                estimatedValue: number;
                                currency: string;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "none" | "commission_and_rebate" | "commission_or_rebate" | "voucher" | "corporate_gift" | "corporate_entertainment" | "other" | "user_create";
                    title: string;
                    value: string;
                    description?: string;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "inactive";
                    /** Format: date */
                    startsOn: string;
                    /** Format: date */
                    endsOn: string;
                    /**
                     * @default ALL
                     * @enum {string}
                     */
                    audience?: "ALL" | "INCLUSION" | "EXCLUSION";
                    /** @default [] */
                    audienceUserIds?: string[];
                    /** @default false */
                    notifyConnections?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            type: "standard" | "campaign";
                            /** @enum {string} */
                            kind: "none" | "commission_and_rebate" | "commission_or_rebate" | "voucher" | "corporate_gift" | "corporate_entertainment" | "other" | "user_create";
                            title: string;
                            value: string;
                            description: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            owner: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            };
                            isMine: boolean;
                            campaign: {
                                startsOn: string;
                                endsOn: string;
                                /** @enum {string} */
                                audience: "ALL" | "INCLUSION" | "EXCLUSION";
                                audienceUserIds: string[];
                                notifyConnections: boolean;
                                live: boolean;
                            } | null;
                            leadsGenerated: number;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLedger: {
        parameters: {
            query?: {
                period?: "month" | "quarter" | "year" | "all" | "custom";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            range: {
                                /** @enum {string} */
                                period: "month" | "quarter" | "year" | "all" | "custom";
                                from: string | null;
                                to: string | null;
                            };
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "USD";
                            given: {
                                value: number;
                                converted: number;
                                passed: number;
                                passedConverted: number;
                                conversionRate: number;
                            };
                            received: {
                                value: number;
                                converted: number;
                                passed: number;
                                passedConverted: number;
                                conversionRate: number;
                            };
                            connections: {
                                member: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                given: {
                                    value: number;
                                    converted: number;
                                    passed: number;
                                    passedConverted: number;
                                    conversionRate: number;
                                };
                                received: {
                                    value: number;
                                    converted: number;
                                    passed: number;
                                    passedConverted: number;
                                    conversionRate: number;
                                };
                            }[];
                            groups: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                given: {
                                    value: number;
                                    converted: number;
                                };
                                received: {
                                    value: number;
                                    converted: number;
                                };
                            }[];
                            rewards: {
                                /** Format: uuid */
                                _id: string;
                                title: string;
                                /** @enum {string} */
                                type: "standard" | "campaign";
                                passed: number;
                                converted: number;
                                value: number;
                            }[];
                            settlements: {
                                earned: {
                                    owed: number;
                                    paid: number;
                                };
                                offered: {
                                    owed: number;
                                    paid: number;
                                };
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLedgerSummary: {
        parameters: {
            query?: {
                period?: "month" | "quarter" | "year" | "all" | "custom";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            range: {
                                /** @enum {string} */
                                period: "month" | "quarter" | "year" | "all" | "custom";
                                from: string | null;
                                to: string | null;
                            };
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "USD";
                            given: {
                                value: number;
                                converted: number;
                                passed: number;
                                passedConverted: number;
                                conversionRate: number;
                            };
                            received: {
                                value: number;
                                converted: number;
                                passed: number;
                                passedConverted: number;
                                conversionRate: number;
                            };
                            settlements: {
                                earned: {
                                    owed: number;
                                    paid: number;
                                };
                                offered: {
                                    owed: number;
                                    paid: number;
                                };
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportLedger: {
        parameters: {
            query?: {
                period?: "month" | "quarter" | "year" | "all" | "custom";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV text, one header line then a line per row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRewardSettlements: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                side?: "earned" | "offered";
                status?: "owed" | "paid";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                leadId: string;
                                reward: {
                                    /** Format: uuid */
                                    _id: string;
                                    title: string;
                                    value: string;
                                    /** @enum {string} */
                                    type: "standard" | "campaign";
                                };
                                giver: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                offerer: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                contactName: string;
                                closedValue: number;
                                /** @enum {string} */
                                closedCurrency: "GBP" | "EUR" | "USD";
                                convertedAt: string;
                                /** @enum {string} */
                                status: "owed" | "paid";
                                paidOn: string | null;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markRewardPaid: {
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
                "application/json": {
                    /** Format: date */
                    paidOn: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            leadId: string;
                            reward: {
                                /** Format: uuid */
                                _id: string;
                                title: string;
                                value: string;
                                /** @enum {string} */
                                type: "standard" | "campaign";
                            };
                            giver: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            };
                            offerer: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            };
                            contactName: string;
                            closedValue: number;
                            /** @enum {string} */
                            closedCurrency: "GBP" | "EUR" | "USD";
                            convertedAt: string;
                            /** @enum {string} */
                            status: "owed" | "paid";
                            paidOn: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            /** @description In conflict with the current state: `REWARD_NOT_OWED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "REWARD_NOT_OWED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLedgerPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            showOnLeaderboards: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setLedgerPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    showOnLeaderboards: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            showOnLeaderboards: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGroupLedger: {
        parameters: {
            query?: {
                period?: "month" | "quarter" | "year" | "all" | "custom";
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            group: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            };
                            range: {
                                /** @enum {string} */
                                period: "month" | "quarter" | "year" | "all" | "custom";
                                from: string | null;
                                to: string | null;
                            };
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "USD";
                            total: {
                                value: number;
                                converted: number;
                                passed: number;
                                passedConverted: number;
                                conversionRate: number;
                            };
                            leaderboard: {
                                rank: number;
                                /** Format: uuid */
                                memberId: string | null;
                                name: string;
                                avatarUrl: string | null;
                                value: number;
                                converted: number;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHomeFigures: {
        parameters: {
            query?: {
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            statistics: {
                                totalRevenue: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "USD";
                                activeCampaign: number;
                                totalConnection: number;
                            };
                            totalLeads: {
                                result: {
                                    total: number;
                                    incoming: number;
                                    outgoing: number;
                                    converted: number;
                                };
                                firstDate: string | null;
                                lastDate: string | null;
                            };
                            pipeline: {
                                year: number;
                                activity: {
                                    month: number;
                                    total: number;
                                    stages: {
                                        NEW: number;
                                        CONTACTED: number;
                                        MEETING: number;
                                        PROPOSAL: number;
                                        CONVERTED: number;
                                        LOST: number;
                                    };
                                }[];
                                firstDate: string | null;
                                lastDate: string | null;
                            };
                            ledger: {
                                range: {
                                    /** @enum {string} */
                                    period: "month" | "quarter" | "year" | "all" | "custom";
                                    from: string | null;
                                    to: string | null;
                                };
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "USD";
                                given: {
                                    value: number;
                                    converted: number;
                                    passed: number;
                                    passedConverted: number;
                                    conversionRate: number;
                                };
                                received: {
                                    value: number;
                                    converted: number;
                                    passed: number;
                                    passedConverted: number;
                                    conversionRate: number;
                                };
                                settlements: {
                                    earned: {
                                        owed: number;
                                        paid: number;
                                    };
                                    offered: {
                                        owed: number;
                                        paid: number;
                                    };
                                };
                            };
                            onboarding: {
                                steps: {
                                    /** @enum {string} */
                                    step: "COMPLETED_PROFILE" | "SETTING_UP_REWARD" | "ADD_CONNECTIONS" | "REQUESTED_MEETING" | "CREATED_POST" | "SETTING_UP_CAMPAIGN" | "PASSING_LEAD" | "RECEIVES_LEAD" | "RATES_A_NETWORKING" | "RECEIVES_INVITE_JOIN_THE_GROUPS";
                                    label: string;
                                    done: boolean;
                                    completedAt: string | null;
                                }[];
                                totalDone: number;
                                total: number;
                                dismissed: boolean;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDashboardTotals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            totalRevenue: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "USD";
                            activeCampaign: number;
                            totalConnection: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getConnectionsOverTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            total: number;
                            lastThirtyDays: number;
                            fromDate: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRevenueFromLeads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            total: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "USD";
                            convertedLeads: number;
                            fromDate: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listActiveCampaigns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLeadsOverTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            result: {
                                total: number;
                                incoming: number;
                                outgoing: number;
                                converted: number;
                            };
                            firstDate: string | null;
                            lastDate: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLeadPipeline: {
        parameters: {
            query?: {
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            year: number;
                            activity: {
                                month: number;
                                total: number;
                                stages: {
                                    NEW: number;
                                    CONTACTED: number;
                                    MEETING: number;
                                    PROPOSAL: number;
                                    CONVERTED: number;
                                    LOST: number;
                                };
                            }[];
                            firstDate: string | null;
                            lastDate: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSuggestions: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                member: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                reasons: {
                                    /** @enum {string} */
                                    kind: "looking_for" | "gave_business" | "mutual" | "group";
                                    text: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    dismissSuggestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            memberId: string;
                            dismissed: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    restoreSuggestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            memberId: string;
                            dismissed: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGroups: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                country?: string;
                regions?: string | string[];
                sectors?: string | string[];
                subscriptions?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                description: string | null;
                                organization: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    logoUrl: string | null;
                                };
                                coverUrl: string | null;
                                /** Format: uuid */
                                parentId: string | null;
                                country: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    code: string;
                                } | null;
                                regions: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    /** Format: uuid */
                                    countryId: string;
                                    timeZone: string;
                                }[];
                                sectors: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                }[];
                                subscriptions: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    price: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "USD";
                                    /** @enum {string} */
                                    period: "month" | "year";
                                }[];
                                memberCount: number;
                                averageRating: number;
                                reviewCount: number;
                                me: {
                                    /** @enum {string|null} */
                                    status: "joined" | "requested" | "rejected" | null;
                                    /** @enum {string|null} */
                                    role: "OWNER" | "MEMBER" | null;
                                    isHomeGroup: boolean;
                                };
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    organizationId: string;
                    /** Format: uuid */
                    parentId?: string;
                    name: string;
                    description?: string;
                    /** Format: uuid */
                    countryId?: string;
                    /** @default [] */
                    sectorIds?: string[];
                    /** @default [] */
                    regionIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            /** Format: uuid */
                            parentId: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyGroupsByStatus: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                status: "joined" | "requested" | "rejected";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                description: string | null;
                                organization: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    logoUrl: string | null;
                                };
                                coverUrl: string | null;
                                /** Format: uuid */
                                parentId: string | null;
                                country: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    code: string;
                                } | null;
                                regions: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    /** Format: uuid */
                                    countryId: string;
                                    timeZone: string;
                                }[];
                                sectors: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                }[];
                                subscriptions: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    price: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "USD";
                                    /** @enum {string} */
                                    period: "month" | "year";
                                }[];
                                memberCount: number;
                                averageRating: number;
                                reviewCount: number;
                                me: {
                                    /** @enum {string|null} */
                                    status: "joined" | "requested" | "rejected" | null;
                                    /** @enum {string|null} */
                                    role: "OWNER" | "MEMBER" | null;
                                    isHomeGroup: boolean;
                                };
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOwnedGroups: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                description: string | null;
                                organization: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    logoUrl: string | null;
                                };
                                coverUrl: string | null;
                                /** Format: uuid */
                                parentId: string | null;
                                country: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    code: string;
                                } | null;
                                regions: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    /** Format: uuid */
                                    countryId: string;
                                    timeZone: string;
                                }[];
                                sectors: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                }[];
                                subscriptions: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    price: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "USD";
                                    /** @enum {string} */
                                    period: "month" | "year";
                                }[];
                                memberCount: number;
                                averageRating: number;
                                reviewCount: number;
                                me: {
                                    /** @enum {string|null} */
                                    status: "joined" | "requested" | "rejected" | null;
                                    /** @enum {string|null} */
                                    role: "OWNER" | "MEMBER" | null;
                                    isHomeGroup: boolean;
                                };
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSubscribedGroups: {
        parameters: {
            query?: {
                orgId?: string;
                networkDirectoryId?: string;
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    suggestSubscriptionGroups: {
        parameters: {
            query?: {
                orgId?: string;
                networkDirectoryId?: string;
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    suggestGroupsForLead: {
        parameters: {
            query: {
                recipient: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** Format: uuid */
                                parentId: string | null;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGroupsOfMember: {
        parameters: {
            query?: {
                groupIds?: string | string[];
            };
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** Format: uuid */
                                parentId: string | null;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGroup: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            description: string | null;
                            organization: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                logoUrl: string | null;
                            };
                            coverUrl: string | null;
                            /** Format: uuid */
                            parentId: string | null;
                            country: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                code: string;
                            } | null;
                            regions: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** Format: uuid */
                                countryId: string;
                                timeZone: string;
                            }[];
                            sectors: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            }[];
                            subscriptions: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                price: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "USD";
                                /** @enum {string} */
                                period: "month" | "year";
                            }[];
                            memberCount: number;
                            averageRating: number;
                            reviewCount: number;
                            me: {
                                /** @enum {string|null} */
                                status: "joined" | "requested" | "rejected" | null;
                                /** @enum {string|null} */
                                role: "OWNER" | "MEMBER" | null;
                                isHomeGroup: boolean;
                            };
                            subgroups: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                description: string | null;
                                coverUrl: string | null;
                                memberCount: number;
                                me: {
                                    /** @enum {string|null} */
                                    status: "joined" | "requested" | "rejected" | null;
                                    /** @enum {string|null} */
                                    role: "OWNER" | "MEMBER" | null;
                                    isHomeGroup: boolean;
                                };
                            }[] | null;
                            members: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                                /** @enum {string} */
                                role: "OWNER" | "MEMBER";
                            }[] | null;
                            pendingRequests: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateGroup: {
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
                "application/json": {
                    name?: string;
                    description?: string;
                    /** Format: uuid */
                    countryId?: string | null;
                    sectorIds?: string[];
                    regionIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            /** Format: uuid */
                            parentId: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGroupMembers: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                country?: string;
                regions?: string | string[];
                sectors?: string | string[];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                                /** @enum {string} */
                                role: "OWNER" | "MEMBER";
                                joinedAt: string;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `GROUP_MEMBERS_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "GROUP_MEMBERS_ONLY";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    leaveGroup: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `GROUP_OWNER_ACTION` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "GROUP_OWNER_ACTION";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestToJoinGroup: {
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
                "application/json": {
                    /** @default [] */
                    subgroups?: string[];
                    requestNote?: string;
                    /** @default false */
                    setHomeGroup?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "requested" | "joined" | "rejected";
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `GROUP_REQUEST_NOT_ALLOWED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "GROUP_REQUEST_NOT_ALLOWED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            /** @description In conflict with the current state: `ALREADY_GROUP_MEMBER` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "ALREADY_GROUP_MEMBER";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listJoinRequests: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                member: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                requestNote: string | null;
                                subgroups: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                }[];
                                requestedAt: string;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    decideJoinRequest: {
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
                "application/json": {
                    /** @enum {string} */
                    decision: "approve" | "reject";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "requested" | "joined" | "rejected";
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyReviews: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                rating: number;
                                comment: string | null;
                                author: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                createdAt: string;
                                updatedAt: string;
                                group: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    /** Format: uuid */
                                    parentId: string | null;
                                };
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reviewGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    networkDirectoryId: string;
                    rating: number;
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            averageRating: number;
                            reviewCount: number;
                            review: {
                                /** Format: uuid */
                                _id: string;
                                rating: number;
                                comment: string | null;
                                author: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                createdAt: string;
                                updatedAt: string;
                            };
                            created: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `GROUP_OWNER_ACTION`, `GROUP_MEMBERS_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "GROUP_OWNER_ACTION" | "GROUP_MEMBERS_ONLY";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGroupReviews: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                rating: number;
                                comment: string | null;
                                author: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                            averageRating: number;
                            reviewCount: number;
                            myReview: {
                                /** Format: uuid */
                                _id: string;
                                rating: number;
                                comment: string | null;
                                author: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                createdAt: string;
                                updatedAt: string;
                            } | null;
                            canReview: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCommunityPosts: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                country?: string;
                regions?: string | string[];
                sectors?: string | string[];
                subscriptions?: string | string[];
                bookmark?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                content: string;
                                media: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "DOCUMENT" | "AUDIO" | "VIDEO" | "IMAGE" | "THUMBNAIL";
                                    contentType: string;
                                    size: number;
                                    url: string;
                                    /** Format: uuid */
                                    ownerId: string;
                                    /** Format: uuid */
                                    networkDirectoryId: string | null;
                                    createdAt: string;
                                }[];
                                author: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                group: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    /** Format: uuid */
                                    parentId: string | null;
                                } | null;
                                bookmark: boolean;
                                responseCount: number;
                                reactions: {
                                    counts: {
                                        /** @enum {string} */
                                        emoji: "👍" | "👏" | "💡" | "❤️" | "🎉";
                                        count: number;
                                    }[];
                                    /** @enum {string|null} */
                                    mine: "👍" | "👏" | "💡" | "❤️" | "🎉" | null;
                                };
                                mentions: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                }[];
                                isMine: boolean;
                                canDeactivate: boolean;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            /** @description Exact while the matches end within 500 rows of this page's first row (totalRowsExact true); beyond, the database planner's estimate of all matches, never less than the rows known to exist. */
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                            /** @description Whether totalRows is an exact count. */
                            totalRowsExact: boolean;
                            /** @description Whether a next page exists (always exact). */
                            hasMore: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    content?: string;
                    /** @default [] */
                    mediaIds?: string[];
                    /** @default [] */
                    mentionIds?: string[];
                    /** Format: uuid */
                    networkDirectoryId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            content: string;
                            media: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "DOCUMENT" | "AUDIO" | "VIDEO" | "IMAGE" | "THUMBNAIL";
                                contentType: string;
                                size: number;
                                url: string;
                                /** Format: uuid */
                                ownerId: string;
                                /** Format: uuid */
                                networkDirectoryId: string | null;
                                createdAt: string;
                            }[];
                            author: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            };
                            group: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** Format: uuid */
                                parentId: string | null;
                            } | null;
                            bookmark: boolean;
                            responseCount: number;
                            reactions: {
                                counts: {
                                    /** @enum {string} */
                                    emoji: "👍" | "👏" | "💡" | "❤️" | "🎉";
                                    count: number;
                                }[];
                                /** @enum {string|null} */
                                mine: "👍" | "👏" | "💡" | "❤️" | "🎉" | null;
                            };
                            mentions: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                            }[];
                            isMine: boolean;
                            canDeactivate: boolean;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `MENTION_NOT_ALLOWED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "MENTION_NOT_ALLOWED";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    countNewPosts: {
        parameters: {
            query: {
                fromDate: string;
                networkDirectoryId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            total: number;
                            newPost: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    suggestMentions: {
        parameters: {
            query?: {
                q?: string;
                networkDirectoryId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `GROUP_MEMBERS_ONLY` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "GROUP_MEMBERS_ONLY";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGroupPosts: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                country?: string;
                regions?: string | string[];
                sectors?: string | string[];
                subscriptions?: string | string[];
                bookmark?: "true" | "false";
            };
            header?: never;
            path: {
                /** @description The network group */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                content: string;
                                media: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "DOCUMENT" | "AUDIO" | "VIDEO" | "IMAGE" | "THUMBNAIL";
                                    contentType: string;
                                    size: number;
                                    url: string;
                                    /** Format: uuid */
                                    ownerId: string;
                                    /** Format: uuid */
                                    networkDirectoryId: string | null;
                                    createdAt: string;
                                }[];
                                author: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                group: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    /** Format: uuid */
                                    parentId: string | null;
                                } | null;
                                bookmark: boolean;
                                responseCount: number;
                                reactions: {
                                    counts: {
                                        /** @enum {string} */
                                        emoji: "👍" | "👏" | "💡" | "❤️" | "🎉";
                                        count: number;
                                    }[];
                                    /** @enum {string|null} */
                                    mine: "👍" | "👏" | "💡" | "❤️" | "🎉" | null;
                                };
                                mentions: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                }[];
                                isMine: boolean;
                                canDeactivate: boolean;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            /** @description Exact while the matches end within 500 rows of this page's first row (totalRowsExact true); beyond, the database planner's estimate of all matches, never less than the rows known to exist. */
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                            /** @description Whether totalRows is an exact count. */
                            totalRowsExact: boolean;
                            /** @description Whether a next page exists (always exact). */
                            hasMore: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePost: {
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
                "application/json": {
                    /** @default  */
                    content?: string;
                    /** @default [] */
                    mediaIds?: string[];
                    /** @default [] */
                    mentionIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            content: string;
                            media: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "DOCUMENT" | "AUDIO" | "VIDEO" | "IMAGE" | "THUMBNAIL";
                                contentType: string;
                                size: number;
                                url: string;
                                /** Format: uuid */
                                ownerId: string;
                                /** Format: uuid */
                                networkDirectoryId: string | null;
                                createdAt: string;
                            }[];
                            author: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            };
                            group: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** Format: uuid */
                                parentId: string | null;
                            } | null;
                            bookmark: boolean;
                            responseCount: number;
                            reactions: {
                                counts: {
                                    /** @enum {string} */
                                    emoji: "👍" | "👏" | "💡" | "❤️" | "🎉";
                                    count: number;
                                }[];
                                /** @enum {string|null} */
                                mine: "👍" | "👏" | "💡" | "❤️" | "🎉" | null;
                            };
                            mentions: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                            }[];
                            isMine: boolean;
                            canDeactivate: boolean;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `MENTION_NOT_ALLOWED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "MENTION_NOT_ALLOWED";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPost: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            content: string;
                            media: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @enum {string} */
                                type: "DOCUMENT" | "AUDIO" | "VIDEO" | "IMAGE" | "THUMBNAIL";
                                contentType: string;
                                size: number;
                                url: string;
                                /** Format: uuid */
                                ownerId: string;
                                /** Format: uuid */
                                networkDirectoryId: string | null;
                                createdAt: string;
                            }[];
                            author: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            };
                            group: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** Format: uuid */
                                parentId: string | null;
                            } | null;
                            bookmark: boolean;
                            responseCount: number;
                            reactions: {
                                counts: {
                                    /** @enum {string} */
                                    emoji: "👍" | "👏" | "💡" | "❤️" | "🎉";
                                    count: number;
                                }[];
                                /** @enum {string|null} */
                                mine: "👍" | "👏" | "💡" | "❤️" | "🎉" | null;
                            };
                            mentions: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                            }[];
                            isMine: boolean;
                            canDeactivate: boolean;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deactivatePost: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPostResponses: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                content: string;
                                author: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                reactions: {
                                    counts: {
                                        /** @enum {string} */
                                        emoji: "👍" | "👏" | "💡" | "❤️" | "🎉";
                                        count: number;
                                    }[];
                                    /** @enum {string|null} */
                                    mine: "👍" | "👏" | "💡" | "❤️" | "🎉" | null;
                                };
                                mentions: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                }[];
                                createdAt: string;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    respondToPost: {
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
                "application/json": {
                    content: string;
                    /** @default [] */
                    mentionIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            content: string;
                            author: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            };
                            reactions: {
                                counts: {
                                    /** @enum {string} */
                                    emoji: "👍" | "👏" | "💡" | "❤️" | "🎉";
                                    count: number;
                                }[];
                                /** @enum {string|null} */
                                mine: "👍" | "👏" | "💡" | "❤️" | "🎉" | null;
                            };
                            mentions: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                            }[];
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `MENTION_NOT_ALLOWED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "MENTION_NOT_ALLOWED";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reactToPost: {
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
                "application/json": {
                    /** @enum {string} */
                    emoji: "👍" | "👏" | "💡" | "❤️" | "🎉";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            counts: {
                                /** @enum {string} */
                                emoji: "👍" | "👏" | "💡" | "❤️" | "🎉";
                                count: number;
                            }[];
                            /** @enum {string|null} */
                            mine: "👍" | "👏" | "💡" | "❤️" | "🎉" | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    takeBackReactionToPost: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            counts: {
                                /** @enum {string} */
                                emoji: "👍" | "👏" | "💡" | "❤️" | "🎉";
                                count: number;
                            }[];
                            /** @enum {string|null} */
                            mine: "👍" | "👏" | "💡" | "❤️" | "🎉" | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reactToPostResponse: {
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
                "application/json": {
                    /** @enum {string} */
                    emoji: "👍" | "👏" | "💡" | "❤️" | "🎉";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            counts: {
                                /** @enum {string} */
                                emoji: "👍" | "👏" | "💡" | "❤️" | "🎉";
                                count: number;
                            }[];
                            /** @enum {string|null} */
                            mine: "👍" | "👏" | "💡" | "❤️" | "🎉" | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    takeBackReactionToPostResponse: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            counts: {
                                /** @enum {string} */
                                emoji: "👍" | "👏" | "💡" | "❤️" | "🎉";
                                count: number;
                            }[];
                            /** @enum {string|null} */
                            mine: "👍" | "👏" | "💡" | "❤️" | "🎉" | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                scope?: "personal" | "group" | "all";
                networkDirectoryId?: string;
                unread?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                type: "CONNECTION_REQUEST" | "CONNECTION_ACCEPTED" | "LEAD_RECEIVED" | "LEAD_CONVERTED" | "REWARD_OWED" | "REWARD_PAID" | "CAMPAIGN_CREATED" | "POST_RESPONSE" | "POST_MENTION" | "DIRECT_MESSAGE" | "GROUP_MESSAGE" | "GROUP_JOIN_REQUESTED" | "GROUP_REQUEST_APPROVED" | "GROUP_REQUEST_REJECTED" | "GROUP_POST" | "MEETING_PROPOSED" | "MEETING_NEW_TIMES" | "MEETING_ACCEPTED" | "MEETING_DECLINED" | "MEETING_CANCELLED" | "MEETING_REMINDER";
                                message: string;
                                link: string | null;
                                actor: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    avatarUrl: string | null;
                                } | null;
                                request: {
                                    /** @enum {string} */
                                    relationship: "self" | "connected" | "request_sent" | "request_declined" | "request_received" | "none" | "org_owner";
                                    /** Format: uuid */
                                    connectionId: string | null;
                                } | null;
                                group: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                } | null;
                                readAt: string | null;
                                createdAt: string;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    countUnreadNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            countNotification: number;
                            countUnreadNotification: number;
                            countGroupNotification: number;
                            countUnreadGroupNotification: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markNotificationRead: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            countNotification: number;
                            countUnreadNotification: number;
                            countGroupNotification: number;
                            countUnreadGroupNotification: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    networkDirectoryId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            countNotification: number;
                            countUnreadNotification: number;
                            countGroupNotification: number;
                            countUnreadGroupNotification: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    grantChatToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: string;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    grantChatAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: string;
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listChatChannels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channels: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            granted: string[];
                            denied: string[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDirectChannel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    users: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            channel: string;
                            /** @enum {string} */
                            type: "single" | "group" | "directory" | "org_directory" | "sub_group";
                            nameGroup: string;
                            channelAvatar: string | null;
                            otherMember: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            } | null;
                            memberCount: number;
                            isAdmin: boolean;
                            muted: boolean;
                            lastReadTimeToken: string;
                            unReadMessage: number;
                            lastMessage: {
                                /** Format: uuid */
                                _id: string;
                                channel: string;
                                /** Format: uuid */
                                userId: string | null;
                                /** @enum {string} */
                                messageType: "text" | "file" | "edit_group" | "create_org_directory" | "create_directory" | "create_subgroup";
                                content: string;
                                timeToken: string;
                                clientId: string | null;
                                file: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    contentType: string;
                                    size: number;
                                    url: string;
                                } | null;
                                meta: {
                                    [key: string]: unknown;
                                } | null;
                                createdAt: string;
                                editedAt: string | null;
                                deletedAt: string | null;
                                version: number;
                                reactions: {
                                    emoji: string;
                                    userIds: string[];
                                }[];
                                replyTo: {
                                    /** Format: uuid */
                                    _id: string;
                                    /** Format: uuid */
                                    userId: string | null;
                                    excerpt: string;
                                    timeToken: string;
                                    deleted: boolean;
                                } | null;
                            } | null;
                            subgroups: {
                                channel: string;
                                nameGroup: string;
                                unReadMessage: number;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `CHAT_NOT_ALLOWED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "CHAT_NOT_ALLOWED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel: string;
                    /** @default  */
                    content?: string;
                    /**
                     * @default text
                     * @enum {string}
                     */
                    messageType?: "text" | "file";
                    /** Format: uuid */
                    mediaId?: string;
                    /** Format: uuid */
                    replyTo?: string;
                    /** @description Optional idempotency key made by the client: a retry with the same clientId on the same channel answers the first message instead of storing another. Without it, every call is a new message. */
                    clientId?: string;
                    /**
                     * Format: uuid
                     * @description Accepted (spec payload); the sender is the signed-in member.
                     */
                    userId?: string;
                    /** @description Accepted (spec payload); the server gives the message the channel's next timeToken. */
                    timeToken?: string | number;
                    /** @description Accepted (spec payload); unused. */
                    usersOnlineChannel?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            channel: string;
                            /** Format: uuid */
                            userId: string | null;
                            /** @enum {string} */
                            messageType: "text" | "file" | "edit_group" | "create_org_directory" | "create_directory" | "create_subgroup";
                            content: string;
                            timeToken: string;
                            clientId: string | null;
                            file: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                contentType: string;
                                size: number;
                                url: string;
                            } | null;
                            meta: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
                            editedAt: string | null;
                            deletedAt: string | null;
                            version: number;
                            reactions: {
                                emoji: string;
                                userIds: string[];
                            }[];
                            replyTo: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                userId: string | null;
                                excerpt: string;
                                timeToken: string;
                                deleted: boolean;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listChatMessages: {
        parameters: {
            query: {
                channel: string;
                before?: string;
                limit?: number;
                /** @description Jump to a message: the page reaches back to this timeToken and a few messages before it (at most 500 messages; limit is ignored). */
                since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            messages: {
                                /** Format: uuid */
                                _id: string;
                                channel: string;
                                /** Format: uuid */
                                userId: string | null;
                                /** @enum {string} */
                                messageType: "text" | "file" | "edit_group" | "create_org_directory" | "create_directory" | "create_subgroup";
                                content: string;
                                timeToken: string;
                                clientId: string | null;
                                file: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    contentType: string;
                                    size: number;
                                    url: string;
                                } | null;
                                meta: {
                                    [key: string]: unknown;
                                } | null;
                                createdAt: string;
                                editedAt: string | null;
                                deletedAt: string | null;
                                version: number;
                                reactions: {
                                    emoji: string;
                                    userIds: string[];
                                }[];
                                replyTo: {
                                    /** Format: uuid */
                                    _id: string;
                                    /** Format: uuid */
                                    userId: string | null;
                                    excerpt: string;
                                    timeToken: string;
                                    deleted: boolean;
                                } | null;
                            }[];
                            hasMore: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteChatMessage: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            channel: string;
                            /** Format: uuid */
                            userId: string | null;
                            /** @enum {string} */
                            messageType: "text" | "file" | "edit_group" | "create_org_directory" | "create_directory" | "create_subgroup";
                            content: string;
                            timeToken: string;
                            clientId: string | null;
                            file: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                contentType: string;
                                size: number;
                                url: string;
                            } | null;
                            meta: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
                            editedAt: string | null;
                            deletedAt: string | null;
                            version: number;
                            reactions: {
                                emoji: string;
                                userIds: string[];
                            }[];
                            replyTo: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                userId: string | null;
                                excerpt: string;
                                timeToken: string;
                                deleted: boolean;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    editChatMessage: {
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
                "application/json": {
                    content: string;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            channel: string;
                            /** Format: uuid */
                            userId: string | null;
                            /** @enum {string} */
                            messageType: "text" | "file" | "edit_group" | "create_org_directory" | "create_directory" | "create_subgroup";
                            content: string;
                            timeToken: string;
                            clientId: string | null;
                            file: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                contentType: string;
                                size: number;
                                url: string;
                            } | null;
                            meta: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
                            editedAt: string | null;
                            deletedAt: string | null;
                            version: number;
                            reactions: {
                                emoji: string;
                                userIds: string[];
                            }[];
                            replyTo: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                userId: string | null;
                                excerpt: string;
                                timeToken: string;
                                deleted: boolean;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            /** @description In conflict with the current state: `MESSAGE_CHANGED`, `MESSAGE_DELETED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "MESSAGE_CHANGED" | "MESSAGE_DELETED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reactToChatMessage: {
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
                "application/json": {
                    /** @enum {string} */
                    emoji: "👍" | "❤️" | "😂" | "🎉" | "😮" | "🙏";
                    reacted: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            channel: string;
                            /** Format: uuid */
                            userId: string | null;
                            /** @enum {string} */
                            messageType: "text" | "file" | "edit_group" | "create_org_directory" | "create_directory" | "create_subgroup";
                            content: string;
                            timeToken: string;
                            clientId: string | null;
                            file: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                contentType: string;
                                size: number;
                                url: string;
                            } | null;
                            meta: {
                                [key: string]: unknown;
                            } | null;
                            createdAt: string;
                            editedAt: string | null;
                            deletedAt: string | null;
                            version: number;
                            reactions: {
                                emoji: string;
                                userIds: string[];
                            }[];
                            replyTo: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: uuid */
                                userId: string | null;
                                excerpt: string;
                                timeToken: string;
                                deleted: boolean;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description In conflict with the current state: `MESSAGE_DELETED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "MESSAGE_DELETED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markChannelRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    messages: {
                        channel: string;
                        timeToken: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getChatReceipts: {
        parameters: {
            query: {
                channel: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            channel: string;
                            enabled: boolean;
                            readers: {
                                /** Format: uuid */
                                userId: string;
                                timeToken: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getChatSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            readReceipts: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateChatSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    readReceipts?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            readReceipts: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchChatMessages: {
        parameters: {
            query: {
                q: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                message: {
                                    /** Format: uuid */
                                    _id: string;
                                    channel: string;
                                    /** Format: uuid */
                                    userId: string | null;
                                    /** @enum {string} */
                                    messageType: "text" | "file" | "edit_group" | "create_org_directory" | "create_directory" | "create_subgroup";
                                    content: string;
                                    timeToken: string;
                                    clientId: string | null;
                                    file: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        contentType: string;
                                        size: number;
                                        url: string;
                                    } | null;
                                    meta: {
                                        [key: string]: unknown;
                                    } | null;
                                    createdAt: string;
                                    editedAt: string | null;
                                    deletedAt: string | null;
                                    version: number;
                                    reactions: {
                                        emoji: string;
                                        userIds: string[];
                                    }[];
                                    replyTo: {
                                        /** Format: uuid */
                                        _id: string;
                                        /** Format: uuid */
                                        userId: string | null;
                                        excerpt: string;
                                        timeToken: string;
                                        deleted: boolean;
                                    } | null;
                                };
                                /** @enum {string} */
                                channelType: "single" | "group" | "directory" | "org_directory" | "sub_group";
                                channelName: string;
                                highlight: {
                                    text: string;
                                    match: boolean;
                                }[];
                            }[];
                            hasMore: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getChannelReadMarkers: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                type?: "single" | "group" | "all" | "directory" | "org_directory" | "sub_group";
                getUnread?: "true" | "false";
                position?: "HEADER" | "SIDEBAR";
                timeToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                channel: string;
                                /** @enum {string} */
                                type: "single" | "group" | "directory" | "org_directory" | "sub_group";
                                nameGroup: string;
                                channelAvatar: string | null;
                                otherMember: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                } | null;
                                memberCount: number;
                                isAdmin: boolean;
                                muted: boolean;
                                lastReadTimeToken: string;
                                unReadMessage: number;
                                lastMessage: {
                                    /** Format: uuid */
                                    _id: string;
                                    channel: string;
                                    /** Format: uuid */
                                    userId: string | null;
                                    /** @enum {string} */
                                    messageType: "text" | "file" | "edit_group" | "create_org_directory" | "create_directory" | "create_subgroup";
                                    content: string;
                                    timeToken: string;
                                    clientId: string | null;
                                    file: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        contentType: string;
                                        size: number;
                                        url: string;
                                    } | null;
                                    meta: {
                                        [key: string]: unknown;
                                    } | null;
                                    createdAt: string;
                                    editedAt: string | null;
                                    deletedAt: string | null;
                                    version: number;
                                    reactions: {
                                        emoji: string;
                                        userIds: string[];
                                    }[];
                                    replyTo: {
                                        /** Format: uuid */
                                        _id: string;
                                        /** Format: uuid */
                                        userId: string | null;
                                        excerpt: string;
                                        timeToken: string;
                                        deleted: boolean;
                                    } | null;
                                } | null;
                                subgroups: {
                                    channel: string;
                                    nameGroup: string;
                                    unReadMessage: number;
                                }[];
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                            totalUnread: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setChannelMuted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channelName: string;
                    turnOffNoti: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createChatGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    users: string[];
                    /** Format: uuid */
                    avatarMediaId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            channel: string;
                            /** @enum {string} */
                            type: "single" | "group" | "directory" | "org_directory" | "sub_group";
                            nameGroup: string;
                            channelAvatar: string | null;
                            otherMember: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            } | null;
                            memberCount: number;
                            isAdmin: boolean;
                            muted: boolean;
                            lastReadTimeToken: string;
                            unReadMessage: number;
                            lastMessage: {
                                /** Format: uuid */
                                _id: string;
                                channel: string;
                                /** Format: uuid */
                                userId: string | null;
                                /** @enum {string} */
                                messageType: "text" | "file" | "edit_group" | "create_org_directory" | "create_directory" | "create_subgroup";
                                content: string;
                                timeToken: string;
                                clientId: string | null;
                                file: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    contentType: string;
                                    size: number;
                                    url: string;
                                } | null;
                                meta: {
                                    [key: string]: unknown;
                                } | null;
                                createdAt: string;
                                editedAt: string | null;
                                deletedAt: string | null;
                                version: number;
                                reactions: {
                                    emoji: string;
                                    userIds: string[];
                                }[];
                                replyTo: {
                                    /** Format: uuid */
                                    _id: string;
                                    /** Format: uuid */
                                    userId: string | null;
                                    excerpt: string;
                                    timeToken: string;
                                    deleted: boolean;
                                } | null;
                            } | null;
                            subgroups: {
                                channel: string;
                                nameGroup: string;
                                unReadMessage: number;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `CHAT_NOT_ALLOWED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "CHAT_NOT_ALLOWED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    editChatGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel: string;
                    name?: string;
                    /** Format: uuid */
                    avatarMediaId?: string;
                    /** @default [] */
                    addUsers?: string[];
                    /** @default [] */
                    removeUsers?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            channel: string;
                            /** @enum {string} */
                            type: "single" | "group" | "directory" | "org_directory" | "sub_group";
                            nameGroup: string;
                            channelAvatar: string | null;
                            otherMember: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            } | null;
                            memberCount: number;
                            isAdmin: boolean;
                            muted: boolean;
                            lastReadTimeToken: string;
                            unReadMessage: number;
                            lastMessage: {
                                /** Format: uuid */
                                _id: string;
                                channel: string;
                                /** Format: uuid */
                                userId: string | null;
                                /** @enum {string} */
                                messageType: "text" | "file" | "edit_group" | "create_org_directory" | "create_directory" | "create_subgroup";
                                content: string;
                                timeToken: string;
                                clientId: string | null;
                                file: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    contentType: string;
                                    size: number;
                                    url: string;
                                } | null;
                                meta: {
                                    [key: string]: unknown;
                                } | null;
                                createdAt: string;
                                editedAt: string | null;
                                deletedAt: string | null;
                                version: number;
                                reactions: {
                                    emoji: string;
                                    userIds: string[];
                                }[];
                                replyTo: {
                                    /** Format: uuid */
                                    _id: string;
                                    /** Format: uuid */
                                    userId: string | null;
                                    excerpt: string;
                                    timeToken: string;
                                    deleted: boolean;
                                } | null;
                            } | null;
                            subgroups: {
                                channel: string;
                                nameGroup: string;
                                unReadMessage: number;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN`, `CHAT_NOT_ALLOWED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN" | "CHAT_NOT_ALLOWED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    leaveChatGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeChatGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listChannelMembers: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                                isAdmin: boolean;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getChannel: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            channel: string;
                            /** @enum {string} */
                            type: "single" | "group" | "directory" | "org_directory" | "sub_group";
                            nameGroup: string;
                            channelAvatar: string | null;
                            otherMember: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            } | null;
                            memberCount: number;
                            isAdmin: boolean;
                            muted: boolean;
                            lastReadTimeToken: string;
                            unReadMessage: number;
                            lastMessage: {
                                /** Format: uuid */
                                _id: string;
                                channel: string;
                                /** Format: uuid */
                                userId: string | null;
                                /** @enum {string} */
                                messageType: "text" | "file" | "edit_group" | "create_org_directory" | "create_directory" | "create_subgroup";
                                content: string;
                                timeToken: string;
                                clientId: string | null;
                                file: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    contentType: string;
                                    size: number;
                                    url: string;
                                } | null;
                                meta: {
                                    [key: string]: unknown;
                                } | null;
                                createdAt: string;
                                editedAt: string | null;
                                deletedAt: string | null;
                                version: number;
                                reactions: {
                                    emoji: string;
                                    userIds: string[];
                                }[];
                                replyTo: {
                                    /** Format: uuid */
                                    _id: string;
                                    /** Format: uuid */
                                    userId: string | null;
                                    excerpt: string;
                                    timeToken: string;
                                    deleted: boolean;
                                } | null;
                            } | null;
                            subgroups: {
                                channel: string;
                                nameGroup: string;
                                unReadMessage: number;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchEverything: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            people: {
                                rows: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                    connected: boolean;
                                }[];
                                hasMore: boolean;
                            };
                            groups: {
                                rows: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    /** Format: uuid */
                                    parentId: string | null;
                                    memberCount: number;
                                    isMember: boolean;
                                }[];
                                hasMore: boolean;
                            };
                            posts: {
                                rows: {
                                    /** Format: uuid */
                                    _id: string;
                                    excerpt: string;
                                    author: {
                                        /** Format: uuid */
                                        _id: string;
                                        firstName: string;
                                        lastName: string;
                                    };
                                    /** Format: uuid */
                                    groupId: string | null;
                                    groupName: string | null;
                                    createdAt: string;
                                }[];
                                hasMore: boolean;
                            };
                            messages: {
                                rows: {
                                    message: {
                                        /** Format: uuid */
                                        _id: string;
                                        channel: string;
                                        /** Format: uuid */
                                        userId: string | null;
                                        /** @enum {string} */
                                        messageType: "text" | "file" | "edit_group" | "create_org_directory" | "create_directory" | "create_subgroup";
                                        content: string;
                                        timeToken: string;
                                        clientId: string | null;
                                        file: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            contentType: string;
                                            size: number;
                                            url: string;
                                        } | null;
                                        meta: {
                                            [key: string]: unknown;
                                        } | null;
                                        createdAt: string;
                                        editedAt: string | null;
                                        deletedAt: string | null;
                                        version: number;
                                        reactions: {
                                            emoji: string;
                                            userIds: string[];
                                        }[];
                                        replyTo: {
                                            /** Format: uuid */
                                            _id: string;
                                            /** Format: uuid */
                                            userId: string | null;
                                            excerpt: string;
                                            timeToken: string;
                                            deleted: boolean;
                                        } | null;
                                    };
                                    /** @enum {string} */
                                    channelType: "single" | "group" | "directory" | "org_directory" | "sub_group";
                                    channelName: string;
                                    highlight: {
                                        text: string;
                                        match: boolean;
                                    }[];
                                }[];
                                hasMore: boolean;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setBookmark: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "connections" | "leads" | "posts";
                    /** Format: uuid */
                    id: string;
                    bookmark: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            type: "connections" | "leads" | "posts";
                            /** Format: uuid */
                            id: string;
                            bookmark: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description A subscriber's id, or an event ticket's id (the spec's payload for both).
                     */
                    subscriberId?: string;
                    /**
                     * Format: uuid
                     * @description An event ticket's id.
                     */
                    ticketId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            sessionId: string;
                            url: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description Not allowed: `NOT_ON_SALE` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "NOT_ON_SALE";
                    };
                };
            };
            /** @description In conflict with the current state: `ALREADY_PAID` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "ALREADY_PAID";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            /** @description The payment provider could not be reached: `PAYMENT_UNAVAILABLE` */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 502;
                        /** @enum {string} */
                        message?: "PAYMENT_UNAVAILABLE";
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    receivePaymentWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description Stripe's signature of the raw body: `t=<unix time>,v1=<hex HMAC-SHA256 of "t.body">`. */
                "stripe-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A Stripe event (https://docs.stripe.com/api/events/object) */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event id: a redelivered id is acknowledged, not applied again */
                    id: string;
                    /** @example checkout.session.completed */
                    type: string;
                    data: {
                        object: {
                            /** @example checkout.session */
                            object: string;
                            /**
                             * @description The checkout session id
                             * @example cs_test_a1b2c3
                             */
                            id: string;
                            /** @example paid */
                            payment_status?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `INVALID_SIGNATURE` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "INVALID_SIGNATURE";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPublicPlans: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                groupId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                description: string | null;
                                price: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "USD";
                                /** @enum {string} */
                                period: "month" | "year";
                                group: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    description: string | null;
                                    memberCount: number;
                                    averageRating: number;
                                    reviewCount: number;
                                    coverUrl: string | null;
                                };
                                organization: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    logoUrl: string | null;
                                };
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicPlan: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            description: string | null;
                            price: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "USD";
                            /** @enum {string} */
                            period: "month" | "year";
                            group: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                description: string | null;
                                memberCount: number;
                                averageRating: number;
                                reviewCount: number;
                                coverUrl: string | null;
                            };
                            organization: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                logoUrl: string | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    subscribePublicly: {
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
                "application/json": {
                    firstName: string;
                    lastName: string;
                    /** Format: email */
                    email: string;
                    /** @enum {boolean} */
                    consent: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            subscriberId: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description Not allowed: `NOT_ON_SALE`, `GROUP_REQUEST_NOT_ALLOWED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "NOT_ON_SALE" | "GROUP_REQUEST_NOT_ALLOWED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            /** @description In conflict with the current state: `ALREADY_PAID` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "ALREADY_PAID";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSubscriber: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "pending" | "active" | "cancelled" | "expired";
                            firstName: string;
                            endsAt: string | null;
                            plan: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                description: string | null;
                                price: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "USD";
                                /** @enum {string} */
                                period: "month" | "year";
                                group: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    description: string | null;
                                    memberCount: number;
                                    averageRating: number;
                                    reviewCount: number;
                                    coverUrl: string | null;
                                };
                                organization: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    logoUrl: string | null;
                                };
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPlans: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                type?: "own" | "live";
                status?: "pending" | "active" | "cancelled" | "expired";
                groupId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                description: string | null;
                                price: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "USD";
                                /** @enum {string} */
                                period: "month" | "year";
                                group: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    description: string | null;
                                    memberCount: number;
                                    averageRating: number;
                                    reviewCount: number;
                                    coverUrl: string | null;
                                };
                                organization: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    logoUrl: string | null;
                                };
                                mine: {
                                    /** Format: uuid */
                                    subscriberId: string;
                                    /** @enum {string} */
                                    status: "pending" | "active" | "cancelled" | "expired";
                                    endsAt: string | null;
                                    paidAt: string | null;
                                } | null;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string;
                    price: number;
                    /** @enum {string} */
                    currency: "GBP" | "EUR" | "USD";
                    /** @enum {string} */
                    period: "month" | "year";
                    /** Format: uuid */
                    groupId: string;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            description: string | null;
                            price: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "USD";
                            /** @enum {string} */
                            period: "month" | "year";
                            group: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                description: string | null;
                                memberCount: number;
                                averageRating: number;
                                reviewCount: number;
                                coverUrl: string | null;
                            };
                            organization: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                logoUrl: string | null;
                            };
                            active: boolean;
                            activeSubscribers: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlan: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            description: string | null;
                            price: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "USD";
                            /** @enum {string} */
                            period: "month" | "year";
                            group: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                description: string | null;
                                memberCount: number;
                                averageRating: number;
                                reviewCount: number;
                                coverUrl: string | null;
                            };
                            organization: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                logoUrl: string | null;
                            };
                            mine: {
                                /** Format: uuid */
                                subscriberId: string;
                                /** @enum {string} */
                                status: "pending" | "active" | "cancelled" | "expired";
                                endsAt: string | null;
                                paidAt: string | null;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePlan: {
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
                "application/json": {
                    name?: string;
                    description?: string;
                    price?: number;
                    /** @enum {string} */
                    currency?: "GBP" | "EUR" | "USD";
                    /** @enum {string} */
                    period?: "month" | "year";
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            description: string | null;
                            price: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "USD";
                            /** @enum {string} */
                            period: "month" | "year";
                            group: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                description: string | null;
                                memberCount: number;
                                averageRating: number;
                                reviewCount: number;
                                coverUrl: string | null;
                            };
                            organization: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                logoUrl: string | null;
                            };
                            active: boolean;
                            activeSubscribers: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    subscribe: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            subscriberId: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `NOT_ON_SALE`, `GROUP_REQUEST_NOT_ALLOWED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "NOT_ON_SALE" | "GROUP_REQUEST_NOT_ALLOWED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            /** @description In conflict with the current state: `ALREADY_PAID` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "ALREADY_PAID";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOrganizationPlans: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                groupId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                description: string | null;
                                price: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "USD";
                                /** @enum {string} */
                                period: "month" | "year";
                                group: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    description: string | null;
                                    memberCount: number;
                                    averageRating: number;
                                    reviewCount: number;
                                    coverUrl: string | null;
                                };
                                organization: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    logoUrl: string | null;
                                };
                                active: boolean;
                                activeSubscribers: number;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSubscribers: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                organizationId?: string;
                planId?: string;
                groupId?: string;
                status?: "pending" | "active" | "cancelled" | "expired";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                status: "pending" | "active" | "cancelled" | "expired";
                                member: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                email: string;
                                plan: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    groupName: string;
                                };
                                paidAt: string | null;
                                endsAt: string | null;
                                createdAt: string;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportSubscribers: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                organizationId?: string;
                planId?: string;
                groupId?: string;
                status?: "pending" | "active" | "cancelled" | "expired";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV text, one header line then a line per row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSubscriber: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    planId: string;
                    /** Format: email */
                    email: string;
                    firstName: string;
                    lastName: string;
                    /** Format: uuid */
                    avatarUploadId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "pending" | "active" | "cancelled" | "expired";
                            member: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                headline: string | null;
                                company: string | null;
                                jobTitle: string | null;
                                avatarUrl: string | null;
                                location: {
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    region: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    } | null;
                                };
                                isOrgOwner: boolean;
                            };
                            email: string;
                            plan: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                groupName: string;
                            };
                            paidAt: string | null;
                            endsAt: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `NOT_ON_SALE`, `GROUP_REQUEST_NOT_ALLOWED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "NOT_ON_SALE" | "GROUP_REQUEST_NOT_ALLOWED";
                    };
                };
            };
            /** @description In conflict with the current state: `ALREADY_PAID`, `USER_EXISTED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "ALREADY_PAID" | "USER_EXISTED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    grantNewMemberAvatarUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    mediaId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            avatarUploadId: string;
                            url: string;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `FILE_TYPE_NOT_ALLOWED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "FILE_TYPE_NOT_ALLOWED";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Too large: `PAYLOAD_TOO_LARGE`, `FILE_TOO_LARGE` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 413;
                        /** @enum {string} */
                        message?: "PAYLOAD_TOO_LARGE" | "FILE_TOO_LARGE";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicEvent: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            title: string;
                            description: string | null;
                            venue: string | null;
                            startsAt: string;
                            endsAt: string | null;
                            price: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "USD";
                            capacity: number | null;
                            seatsLeft: number | null;
                            active: boolean;
                            group: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                memberCount: number;
                                averageRating: number;
                                reviewCount: number;
                                coverUrl: string | null;
                            };
                            organization: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                logoUrl: string | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    buyTicketPublicly: {
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
                "application/json": {
                    firstName: string;
                    lastName: string;
                    /** Format: email */
                    email: string;
                    /** @enum {boolean} */
                    consent: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            ticketId: string;
                            /** @enum {string} */
                            status: "pending" | "paid" | "cancelled";
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description Not allowed: `NOT_ON_SALE` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "NOT_ON_SALE";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            /** @description In conflict with the current state: `ALREADY_PAID`, `EVENT_SOLD_OUT` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "ALREADY_PAID" | "EVENT_SOLD_OUT";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyTickets: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                status: "pending" | "paid" | "cancelled";
                                firstName: string;
                                lastName: string;
                                preferences: ("vegan" | "vegetarian" | "pescatarian" | "paleo" | "fodmap" | "glutenFree" | "dairyFree" | "ketogenic" | "peanutAllergy" | "nutAllergy" | "fishAllergy" | "halal" | "kosher")[];
                                paidAt: string | null;
                                event: {
                                    /** Format: uuid */
                                    _id: string;
                                    title: string;
                                    description: string | null;
                                    venue: string | null;
                                    startsAt: string;
                                    endsAt: string | null;
                                    price: number;
                                    /** @enum {string} */
                                    currency: "GBP" | "EUR" | "USD";
                                    capacity: number | null;
                                    seatsLeft: number | null;
                                    active: boolean;
                                    group: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                    };
                                    organization: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                    };
                                };
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTicket: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "pending" | "paid" | "cancelled";
                            firstName: string;
                            lastName: string;
                            preferences: ("vegan" | "vegetarian" | "pescatarian" | "paleo" | "fodmap" | "glutenFree" | "dairyFree" | "ketogenic" | "peanutAllergy" | "nutAllergy" | "fishAllergy" | "halal" | "kosher")[];
                            paidAt: string | null;
                            event: {
                                /** Format: uuid */
                                _id: string;
                                title: string;
                                description: string | null;
                                venue: string | null;
                                startsAt: string;
                                endsAt: string | null;
                                price: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "USD";
                                capacity: number | null;
                                seatsLeft: number | null;
                                active: boolean;
                                group: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                                organization: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    ticketCalendarFile: {
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
            /** @description iCalendar text (RFC 5545), text/calendar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description Not allowed: `NOT_ON_SALE` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "NOT_ON_SALE";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setTicketFoodPreferences: {
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
                "application/json": {
                    preferences: ("vegan" | "vegetarian" | "pescatarian" | "paleo" | "fodmap" | "glutenFree" | "dairyFree" | "ketogenic" | "peanutAllergy" | "nutAllergy" | "fishAllergy" | "halal" | "kosher")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "pending" | "paid" | "cancelled";
                            firstName: string;
                            lastName: string;
                            preferences: ("vegan" | "vegetarian" | "pescatarian" | "paleo" | "fodmap" | "glutenFree" | "dairyFree" | "ketogenic" | "peanutAllergy" | "nutAllergy" | "fishAllergy" | "halal" | "kosher")[];
                            paidAt: string | null;
                            event: {
                                /** Format: uuid */
                                _id: string;
                                title: string;
                                description: string | null;
                                venue: string | null;
                                startsAt: string;
                                endsAt: string | null;
                                price: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "USD";
                                capacity: number | null;
                                seatsLeft: number | null;
                                active: boolean;
                                group: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                                organization: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description Not allowed: `NOT_ON_SALE` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "NOT_ON_SALE";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelTicket: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "pending" | "paid" | "cancelled";
                            firstName: string;
                            lastName: string;
                            preferences: ("vegan" | "vegetarian" | "pescatarian" | "paleo" | "fodmap" | "glutenFree" | "dairyFree" | "ketogenic" | "peanutAllergy" | "nutAllergy" | "fishAllergy" | "halal" | "kosher")[];
                            paidAt: string | null;
                            event: {
                                /** Format: uuid */
                                _id: string;
                                title: string;
                                description: string | null;
                                venue: string | null;
                                startsAt: string;
                                endsAt: string | null;
                                price: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "USD";
                                capacity: number | null;
                                seatsLeft: number | null;
                                active: boolean;
                                group: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                                organization: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                groupId?: string;
                organizationId?: string;
                past?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                title: string;
                                description: string | null;
                                venue: string | null;
                                startsAt: string;
                                endsAt: string | null;
                                price: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "USD";
                                capacity: number | null;
                                seatsLeft: number | null;
                                active: boolean;
                                group: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                                organization: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    groupId: string;
                    title: string;
                    description?: string;
                    venue?: string;
                    /** Format: date-time */
                    startsAt: string;
                    /** Format: date-time */
                    endsAt?: string;
                    price: number;
                    /** @enum {string} */
                    currency: "GBP" | "EUR" | "USD";
                    capacity?: number;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            title: string;
                            description: string | null;
                            venue: string | null;
                            startsAt: string;
                            endsAt: string | null;
                            price: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "USD";
                            capacity: number | null;
                            seatsLeft: number | null;
                            active: boolean;
                            group: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            };
                            organization: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEvent: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            title: string;
                            description: string | null;
                            venue: string | null;
                            startsAt: string;
                            endsAt: string | null;
                            price: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "USD";
                            capacity: number | null;
                            seatsLeft: number | null;
                            active: boolean;
                            group: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            };
                            organization: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateEvent: {
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
                "application/json": {
                    title?: string;
                    description?: string;
                    venue?: string;
                    /** Format: date-time */
                    startsAt?: string;
                    /** Format: date-time */
                    endsAt?: string;
                    price?: number;
                    /** @enum {string} */
                    currency?: "GBP" | "EUR" | "USD";
                    capacity?: number;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            title: string;
                            description: string | null;
                            venue: string | null;
                            startsAt: string;
                            endsAt: string | null;
                            price: number;
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "USD";
                            capacity: number | null;
                            seatsLeft: number | null;
                            active: boolean;
                            group: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            };
                            organization: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEventAttendees: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                status?: "pending" | "paid" | "cancelled";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                status: "pending" | "paid" | "cancelled";
                                firstName: string;
                                lastName: string;
                                email: string;
                                preferences: ("vegan" | "vegetarian" | "pescatarian" | "paleo" | "fodmap" | "glutenFree" | "dairyFree" | "ketogenic" | "peanutAllergy" | "nutAllergy" | "fishAllergy" | "halal" | "kosher")[];
                                paidAt: string | null;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    buyTicket: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            ticketId: string;
                            /** @enum {string} */
                            status: "pending" | "paid" | "cancelled";
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `NOT_ON_SALE` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "NOT_ON_SALE";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            /** @description In conflict with the current state: `ALREADY_PAID`, `EVENT_SOLD_OUT` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "ALREADY_PAID" | "EVENT_SOLD_OUT";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOrganizationEvents: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                past?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                title: string;
                                description: string | null;
                                venue: string | null;
                                startsAt: string;
                                endsAt: string | null;
                                price: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "USD";
                                capacity: number | null;
                                seatsLeft: number | null;
                                active: boolean;
                                group: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                                organization: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                };
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportEventAttendees: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                status?: "pending" | "paid" | "cancelled";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV text, one header line then a line per row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMeetings: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                scope?: "upcoming" | "past";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                status: "proposed" | "accepted" | "declined" | "cancelled";
                                proposedByMe: boolean;
                                awaitingMe: boolean;
                                other: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    avatarUrl: string | null;
                                };
                                message: string | null;
                                bookingUrl: string | null;
                                options: {
                                    /** Format: uuid */
                                    _id: string;
                                    startsAt: string;
                                    endsAt: string;
                                    durationMinutes: number;
                                    location: string;
                                }[];
                                optionsFromMe: boolean;
                                agreed: {
                                    /** Format: uuid */
                                    _id: string;
                                    startsAt: string;
                                    endsAt: string;
                                    durationMinutes: number;
                                    location: string;
                                } | null;
                                sequence: number;
                                note: {
                                    content: string;
                                    nextStep: string;
                                    updatedAt: string;
                                } | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    proposeMeeting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    withUserId: string;
                    /** @default [] */
                    options?: {
                        /** Format: date-time */
                        startsAt: string;
                        durationMinutes: number;
                        location: string;
                    }[];
                    /** @default false */
                    includeBookingLink?: boolean;
                    message?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "proposed" | "accepted" | "declined" | "cancelled";
                            proposedByMe: boolean;
                            awaitingMe: boolean;
                            other: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                            };
                            message: string | null;
                            bookingUrl: string | null;
                            options: {
                                /** Format: uuid */
                                _id: string;
                                startsAt: string;
                                endsAt: string;
                                durationMinutes: number;
                                location: string;
                            }[];
                            optionsFromMe: boolean;
                            agreed: {
                                /** Format: uuid */
                                _id: string;
                                startsAt: string;
                                endsAt: string;
                                durationMinutes: number;
                                location: string;
                            } | null;
                            sequence: number;
                            note: {
                                content: string;
                                nextStep: string;
                                updatedAt: string;
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `NO_BOOKING_LINK` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "NO_BOOKING_LINK";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `MEETING_NOT_CONNECTED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "MEETING_NOT_CONNECTED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMeeting: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "proposed" | "accepted" | "declined" | "cancelled";
                            proposedByMe: boolean;
                            awaitingMe: boolean;
                            other: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                            };
                            message: string | null;
                            bookingUrl: string | null;
                            options: {
                                /** Format: uuid */
                                _id: string;
                                startsAt: string;
                                endsAt: string;
                                durationMinutes: number;
                                location: string;
                            }[];
                            optionsFromMe: boolean;
                            agreed: {
                                /** Format: uuid */
                                _id: string;
                                startsAt: string;
                                endsAt: string;
                                durationMinutes: number;
                                location: string;
                            } | null;
                            sequence: number;
                            note: {
                                content: string;
                                nextStep: string;
                                updatedAt: string;
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    acceptMeeting: {
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
                "application/json": {
                    /** Format: uuid */
                    optionId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "proposed" | "accepted" | "declined" | "cancelled";
                            proposedByMe: boolean;
                            awaitingMe: boolean;
                            other: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                            };
                            message: string | null;
                            bookingUrl: string | null;
                            options: {
                                /** Format: uuid */
                                _id: string;
                                startsAt: string;
                                endsAt: string;
                                durationMinutes: number;
                                location: string;
                            }[];
                            optionsFromMe: boolean;
                            agreed: {
                                /** Format: uuid */
                                _id: string;
                                startsAt: string;
                                endsAt: string;
                                durationMinutes: number;
                                location: string;
                            } | null;
                            sequence: number;
                            note: {
                                content: string;
                                nextStep: string;
                                updatedAt: string;
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description In conflict with the current state: `MEETING_STATE` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "MEETING_STATE";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    declineMeeting: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "proposed" | "accepted" | "declined" | "cancelled";
                            proposedByMe: boolean;
                            awaitingMe: boolean;
                            other: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                            };
                            message: string | null;
                            bookingUrl: string | null;
                            options: {
                                /** Format: uuid */
                                _id: string;
                                startsAt: string;
                                endsAt: string;
                                durationMinutes: number;
                                location: string;
                            }[];
                            optionsFromMe: boolean;
                            agreed: {
                                /** Format: uuid */
                                _id: string;
                                startsAt: string;
                                endsAt: string;
                                durationMinutes: number;
                                location: string;
                            } | null;
                            sequence: number;
                            note: {
                                content: string;
                                nextStep: string;
                                updatedAt: string;
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description In conflict with the current state: `MEETING_STATE` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "MEETING_STATE";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    counterMeeting: {
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
                "application/json": {
                    options: {
                        /** Format: date-time */
                        startsAt: string;
                        durationMinutes: number;
                        location: string;
                    }[];
                    message?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "proposed" | "accepted" | "declined" | "cancelled";
                            proposedByMe: boolean;
                            awaitingMe: boolean;
                            other: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                            };
                            message: string | null;
                            bookingUrl: string | null;
                            options: {
                                /** Format: uuid */
                                _id: string;
                                startsAt: string;
                                endsAt: string;
                                durationMinutes: number;
                                location: string;
                            }[];
                            optionsFromMe: boolean;
                            agreed: {
                                /** Format: uuid */
                                _id: string;
                                startsAt: string;
                                endsAt: string;
                                durationMinutes: number;
                                location: string;
                            } | null;
                            sequence: number;
                            note: {
                                content: string;
                                nextStep: string;
                                updatedAt: string;
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description In conflict with the current state: `MEETING_STATE` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "MEETING_STATE";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelMeeting: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "proposed" | "accepted" | "declined" | "cancelled";
                            proposedByMe: boolean;
                            awaitingMe: boolean;
                            other: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                            };
                            message: string | null;
                            bookingUrl: string | null;
                            options: {
                                /** Format: uuid */
                                _id: string;
                                startsAt: string;
                                endsAt: string;
                                durationMinutes: number;
                                location: string;
                            }[];
                            optionsFromMe: boolean;
                            agreed: {
                                /** Format: uuid */
                                _id: string;
                                startsAt: string;
                                endsAt: string;
                                durationMinutes: number;
                                location: string;
                            } | null;
                            sequence: number;
                            note: {
                                content: string;
                                nextStep: string;
                                updatedAt: string;
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description In conflict with the current state: `MEETING_STATE` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "MEETING_STATE";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveMeetingNote: {
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
                "application/json": {
                    /** @default  */
                    content?: string;
                    /** @default  */
                    nextStep?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            status: "proposed" | "accepted" | "declined" | "cancelled";
                            proposedByMe: boolean;
                            awaitingMe: boolean;
                            other: {
                                /** Format: uuid */
                                _id: string;
                                firstName: string;
                                lastName: string;
                                avatarUrl: string | null;
                            };
                            message: string | null;
                            bookingUrl: string | null;
                            options: {
                                /** Format: uuid */
                                _id: string;
                                startsAt: string;
                                endsAt: string;
                                durationMinutes: number;
                                location: string;
                            }[];
                            optionsFromMe: boolean;
                            agreed: {
                                /** Format: uuid */
                                _id: string;
                                startsAt: string;
                                endsAt: string;
                                durationMinutes: number;
                                location: string;
                            } | null;
                            sequence: number;
                            note: {
                                content: string;
                                nextStep: string;
                                updatedAt: string;
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description In conflict with the current state: `MEETING_STATE` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "MEETING_STATE";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    meetingCalendarFile: {
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
            /** @description iCalendar text (RFC 5545), text/calendar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description In conflict with the current state: `MEETING_STATE` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "MEETING_STATE";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                description: string | null;
                                website: string | null;
                                groupCount: number;
                                subgroupCount: number;
                                logoUrl: string | null;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrganization: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            description: string | null;
                            website: string | null;
                            groupCount: number;
                            subgroupCount: number;
                            logoUrl: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateOrganization: {
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
                "application/json": {
                    name?: string;
                    description?: string;
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            description: string | null;
                            website: string | null;
                            groupCount: number;
                            subgroupCount: number;
                            logoUrl: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setOrganizationLogo: {
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
                "application/json": {
                    /** Format: uuid */
                    mediaId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            description: string | null;
                            website: string | null;
                            groupCount: number;
                            subgroupCount: number;
                            logoUrl: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `FILE_TYPE_NOT_ALLOWED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "FILE_TYPE_NOT_ALLOWED";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOrganizationGroups: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                description: string | null;
                                /** Format: uuid */
                                parentId: string | null;
                                country: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    code: string;
                                } | null;
                                regions: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    /** Format: uuid */
                                    countryId: string;
                                    timeZone: string;
                                }[];
                                sectors: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                }[];
                                memberCount: number;
                                pendingRequests: number;
                                coverUrl: string | null;
                                subgroups: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                    description: string | null;
                                    /** Format: uuid */
                                    parentId: string | null;
                                    country: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        code: string;
                                    } | null;
                                    regions: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                        /** Format: uuid */
                                        countryId: string;
                                        timeZone: string;
                                    }[];
                                    sectors: {
                                        /** Format: uuid */
                                        _id: string;
                                        name: string;
                                    }[];
                                    memberCount: number;
                                    pendingRequests: number;
                                    coverUrl: string | null;
                                }[];
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setGroupCover: {
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
                "application/json": {
                    /** Format: uuid */
                    mediaId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            coverUrl: string | null;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `FILE_TYPE_NOT_ALLOWED` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "FILE_TYPE_NOT_ALLOWED";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOrganizationMembers: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
                groupId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                member: {
                                    /** Format: uuid */
                                    _id: string;
                                    firstName: string;
                                    lastName: string;
                                    headline: string | null;
                                    company: string | null;
                                    jobTitle: string | null;
                                    avatarUrl: string | null;
                                    location: {
                                        country: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            code: string;
                                        } | null;
                                        region: {
                                            /** Format: uuid */
                                            _id: string;
                                            name: string;
                                            /** Format: uuid */
                                            countryId: string;
                                            timeZone: string;
                                        } | null;
                                    };
                                    isOrgOwner: boolean;
                                };
                                email: string;
                                /** @enum {string} */
                                status: "active" | "inactive" | "unverified" | "suspended";
                                groups: {
                                    /** Format: uuid */
                                    _id: string;
                                    name: string;
                                }[];
                                joinedAt: string;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    inviteToOrganization: {
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
                "application/json": {
                    /** Format: uuid */
                    groupId: string;
                    /** Format: email */
                    email: string;
                    firstName: string;
                    lastName: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            invited: boolean;
                            joined: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `GROUP_REQUEST_NOT_ALLOWED` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "GROUP_REQUEST_NOT_ALLOWED";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            /** @description In conflict with the current state: `USER_EXISTED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "USER_EXISTED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrganizationRevenue: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            totals: {
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "USD";
                                amount: number;
                            }[];
                            months: {
                                month: string;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "USD";
                                amount: number;
                            }[];
                            activeSubscribers: number;
                            ticketsSold: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOrganizationPayments: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
                sort?: string;
                order?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                kind: "subscription" | "ticket";
                                description: string;
                                payerName: string;
                                amount: number;
                                /** @enum {string} */
                                currency: "GBP" | "EUR" | "USD";
                                /** @enum {string} */
                                status: "open" | "paid" | "cancelled" | "expired";
                                paidAt: string | null;
                                createdAt: string;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportOrganizationPayments: {
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
            /** @description CSV text, one header line then a line per row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            isAdmin: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAdminAccounts: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                /** @enum {string} */
                                status: "unverified" | "inactive" | "active" | "suspended" | "deleted";
                                isOrgOwner: boolean;
                                isAdmin: boolean;
                                createdAt: string;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    suspendAccount: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {string} */
                            status: "unverified" | "inactive" | "active" | "suspended" | "deleted";
                            isOrgOwner: boolean;
                            isAdmin: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `ADMIN_SELF_ACTION` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "ADMIN_SELF_ACTION";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    restoreAccount: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {string} */
                            status: "unverified" | "inactive" | "active" | "suspended" | "deleted";
                            isOrgOwner: boolean;
                            isAdmin: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAdminOrganizations: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                textSearch?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                createdAt: string;
                                owner: {
                                    /** Format: uuid */
                                    _id: string;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                    /** @enum {string} */
                                    status: "unverified" | "inactive" | "active" | "suspended" | "deleted";
                                };
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAdminOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    owner: {
                        email: string;
                        firstName: string;
                        lastName: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            name: string;
                            createdAt: string;
                            owner: {
                                /** Format: uuid */
                                _id: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                /** @enum {string} */
                                status: "unverified" | "inactive" | "active" | "suspended" | "deleted";
                            };
                            invited: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            /** @description In conflict with the current state: `USER_EXISTED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "USER_EXISTED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAdminReports: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
                kind?: "post" | "response" | "message" | "review" | "profile";
                status?: "open" | "dismissed" | "removed" | "suspended";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                kind: "post" | "response" | "message" | "review" | "profile";
                                /** Format: uuid */
                                targetId: string;
                                /** @enum {string} */
                                reason: "spam" | "harassment" | "hate" | "misleading" | "inappropriate" | "other";
                                details: string | null;
                                snapshot: string;
                                context: string | null;
                                reporter: {
                                    /** Format: uuid */
                                    _id: string;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                };
                                author: {
                                    /** Format: uuid */
                                    _id: string;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                    status: string;
                                };
                                /** @enum {string} */
                                status: "open" | "dismissed" | "removed" | "suspended";
                                sameItemOpen: number;
                                removable: boolean;
                                resolvedAt: string | null;
                                resolvedBy: {
                                    /** Format: uuid */
                                    _id: string;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                } | null;
                                createdAt: string;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    actOnReport: {
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
                "application/json": {
                    /** @enum {string} */
                    action: "dismiss" | "remove" | "suspend";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description The input is refused: `VALIDATION_ERROR`, `REPORT_ACTION_UNAVAILABLE`, `ADMIN_SELF_ACTION` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 400;
                        /** @enum {string} */
                        message?: "VALIDATION_ERROR" | "REPORT_ACTION_UNAVAILABLE" | "ADMIN_SELF_ACTION";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            /** @description In conflict with the current state: `REPORT_CLOSED` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "REPORT_CLOSED";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAdminAuditLog: {
        parameters: {
            query?: {
                page?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: {
                                /** Format: uuid */
                                _id: string;
                                /** @enum {string} */
                                action: "account.suspend" | "account.restore" | "organization.create" | "report.dismiss" | "report.remove" | "report.suspend";
                                admin: {
                                    /** Format: uuid */
                                    _id: string;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                } | null;
                                /** @enum {string} */
                                targetKind: "account" | "organization" | "post" | "response" | "message" | "review" | "profile";
                                /** Format: uuid */
                                targetId: string;
                                targetLabel: string;
                                createdAt: string;
                            }[];
                            totalRows: number;
                            totalPages: number;
                            page: number;
                            offset: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: `FORBIDDEN` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 403;
                        /** @enum {string} */
                        message?: "FORBIDDEN";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "post" | "response" | "message" | "review" | "profile";
                    /** Format: uuid */
                    targetId: string;
                    /** @enum {string} */
                    reason: "spam" | "harassment" | "hate" | "misleading" | "inappropriate" | "other";
                    details?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            /** @enum {string} */
                            kind: "post" | "response" | "message" | "review" | "profile";
                            /** Format: uuid */
                            targetId: string;
                            /** @enum {string} */
                            reason: "spam" | "harassment" | "hate" | "misleading" | "inappropriate" | "other";
                            /** @enum {string} */
                            status: "open" | "dismissed" | "removed" | "suspended";
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description In conflict with the current state: `REPORT_EXISTS` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {integer} */
                        statusCode?: 409;
                        /** @enum {string} */
                        message?: "REPORT_EXISTS";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    registerDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceToken: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unregisterDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceToken: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPushConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            tokens: {
                                deviceToken: string;
                                createdAt: string;
                            }[];
                            pushEnabled: boolean;
                            vapidPublicKey: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDevMailbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            to: string;
                            subject: string;
                            text: string;
                            html: string;
                            attachments: {
                                filename: string;
                                contentType: string;
                                content: string;
                            }[] | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
