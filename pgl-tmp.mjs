import { PGlite } from '@electric-sql/pglite'
let t=Date.now()
const a = await PGlite.create('memory://'); console.log('create', Date.now()-t); t=Date.now()
await a.exec('create table x(a int)'); 
const b = await a.clone(); console.log('clone', Date.now()-t); t=Date.now()
console.log(await b.query('select count(*) from x'))
const blob = await a.dumpDataDir('none'); console.log('dump', Date.now()-t, blob.size); t=Date.now()
const c = await PGlite.create({loadDataDir: blob}); console.log('load', Date.now()-t); t=Date.now()
