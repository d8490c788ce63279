/*
 * CourseLoad read-ahead: the first thing a page load runs, inlined into index.html's head by
 * vite.config.ts (readAheadScript; the Content-Security-Policy allows it by its hash). It reads
 * every entity store from IndexedDB while the app's scripts are still arriving and compiling,
 * so a start no longer waits for the bundle before the disk read even begins. It only reads,
 * never creates or changes anything; the app decides whether to use what it found
 * (src/storage/read-ahead.ts: same schema version, no change from another tab meanwhile, no
 * write of its own first) and reads again itself otherwise.
 *
 * Plain script, not a module and not a file of its own: it must not wait for the bundle or a
 * request. This header comment is not shipped. Keep the names in step with
 * DATABASE_NAME (domain/kernel/constants.ts), ENTITY_STORES (domain/model/change-set.ts) and
 * CROSS_TAB_CHANNEL (storage/cross-tab.ts); read-ahead.test.ts checks that they are.
 */
;(function () {
  'use strict'
  var DATABASE_NAME = 'courseload-app'
  var STORES = ['professors', 'courses', 'assignments', 'programs', 'programVersions', 'contractRecords', 'planSettings']
  var CHANNEL = 'courseload-changes'
  var SETTINGS = 'settings'
  // Settings the app reads before it can start (the start-up migrations' markers).
  var SETTING_KEYS = ['assignment-terms-v2', 'contract-records-v1']

  performance.mark('courseload:read-ahead')
  // Every promise handed to the app, with what it settles to when there is nothing to use.
  var fallbacks = []
  var deferred = function (fallback) {
    var settle
    var promise = new Promise(function (resolve) {
      settle = resolve
    })
    fallbacks.push(function () {
      settle(fallback)
    })
    return { promise: promise, settle: settle }
  }
  var giveUp = function () {
    fallbacks.forEach(function (settleWithFallback) {
      settleWithFallback()
    })
  }
  var state = { stale: false, channel: null, version: 0, lists: {}, settings: {}, connection: null }
  // The open connection, handed to the app so it need not open its own (null when there is none).
  var connection = deferred(null)
  state.connection = connection.promise
  // One promise per store, settled as soon as its own read is in (the app checks each list while
  // the others are still being read): the raw records, or null when there is nothing to use.
  var lists = {}
  STORES.forEach(function (store) {
    lists[store] = deferred(null)
    state.lists[store] = lists[store].promise
  })
  var settings = {}
  SETTING_KEYS.forEach(function (key) {
    settings[key] = deferred({ found: false })
    state.settings[key] = settings[key].promise
  })
  try {
    // Any change announced by another tab from now on may be missing from what is read here.
    state.channel = new BroadcastChannel(CHANNEL)
    state.channel.onmessage = function () {
      state.stale = true
    }
  } catch {
    // No BroadcastChannel: tabs do not sync anyway (cross-tab.ts).
  }

  var request
  try {
    request = indexedDB.open(DATABASE_NAME)
  } catch {
    giveUp()
  }
  if (request) {
    // No database yet: creating it is the app's job (with its schema), so undo this open.
    request.onupgradeneeded = function () {
      request.transaction.abort()
    }
    request.onerror = function (event) {
      event.preventDefault()
      giveUp()
    }
    request.onsuccess = function () {
      var db = request.result
      state.version = db.version
      // Never hold up another tab's (or the app's own) upgrade of the schema.
      db.onversionchange = function () {
        state.closed = true
        db.close()
      }
      try {
        var tx = db.transaction(STORES.concat(SETTINGS), 'readonly')
        // The settings first: they are tiny, and the app waits for them before it starts.
        SETTING_KEYS.forEach(function (key) {
          var read = tx.objectStore(SETTINGS).get(key)
          read.onsuccess = function () {
            settings[key].settle({ found: true, value: read.result })
          }
        })
        STORES.forEach(function (store) {
          var read = tx.objectStore(store).getAll()
          read.onsuccess = function () {
            lists[store].settle(read.result)
          }
        })
        // Handed over at once: the app's first requests queue behind these reads.
        connection.settle(db)
        // The reads failed: the app reads for itself. The connection may be the app's already,
        // so it is not closed here; one not yet taken is closed when the app sees `closed`.
        tx.onabort = function () {
          state.closed = true
          giveUp()
        }
      } catch {
        // A store is missing (a database from elsewhere, or an unfinished upgrade).
        db.close()
        giveUp()
      }
    }
  }
  window.__courseloadReadAhead = state
})()
