// Net Hub's service worker: shows Web Push notifications and opens their link when clicked.
self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : { title: 'Net Hub', body: '', url: '/' };
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/favicon.svg',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/';
  event.waitUntil(self.clients.openWindow(url));
});
