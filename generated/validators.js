// Generated from catalog/ by `make gen`; do not edit.
// Argument validators, compiled by ajv (standalone, coerceTypes, allErrors).
export const administrator_create = validate10;
const schema11 = {"type":"object","additionalProperties":false,"required":["name","password"],"properties":{"__roles__":{"type":"array","items":{"type":["string","integer"]}},"block":{"type":"integer","minimum":1,"maximum":10000},"description":{"type":["string","null"],"maxLength":1024},"language":{"type":"string","pattern":"^(auto|[a-z]{2}(_[A-Z]{2})?)$"},"name":{"type":"string","maxLength":128},"password":{"type":"string","minLength":1,"maxLength":1024},"tenant_id":{"type":"integer"}}};
const func2 = function (str) {
  // Length in code points, as JSON Schema counts it.
  let length = 0;
  for (let pos = 0; pos < str.length; pos++) {
    length++;
    const c = str.charCodeAt(pos);
    if (c >= 0xd800 && c <= 0xdbff && pos + 1 < str.length && (str.charCodeAt(pos + 1) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
};
const pattern0 = new RegExp("^(auto|[a-z]{2}(_[A-Z]{2})?)$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.password === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "__roles__") || (key0 === "block")) || (key0 === "description")) || (key0 === "language")) || (key0 === "name")) || (key0 === "password")) || (key0 === "tenant_id"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.__roles__ !== undefined){
let data0 = data.__roles__;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if((typeof data1 !== "string") && (!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))))){
let dataType0 = typeof data1;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data1;
}
else if(data1 === null){
coerced0 = "";
}
else if(dataType0 === "boolean" || data1 === null
              || (dataType0 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced0 = +data1;
}
else {
const err3 = {instancePath:instancePath+"/__roles__/" + i0,schemaPath:"#/properties/__roles__/items/type",keyword:"type",params:{type: schema11.properties.__roles__.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced0 !== undefined){
data1 = coerced0;
if(data0 !== undefined){
data0[i0] = coerced0;
}
}
}
}
}
else {
const err4 = {instancePath:instancePath+"/__roles__",schemaPath:"#/properties/__roles__/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.block !== undefined){
let data2 = data.block;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
let dataType1 = typeof data2;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data2 === null
              || (dataType1 === "string" && data2 && data2 == +data2 && !(data2 % 1))){
coerced1 = +data2;
}
else {
const err5 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced1 !== undefined){
data2 = coerced1;
if(data !== undefined){
data["block"] = coerced1;
}
}
}
if(typeof data2 == "number"){
if(data2 > 10000 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.description !== undefined){
let data3 = data.description;
if((typeof data3 !== "string") && (data3 !== null)){
let dataType2 = typeof data3;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data3;
}
else if(data3 === null){
coerced2 = "";
}
else if(data3 === "" || data3 === 0 || data3 === false){
coerced2 = null;
}
else {
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema11.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced2 !== undefined){
data3 = coerced2;
if(data !== undefined){
data["description"] = coerced2;
}
}
}
if(typeof data3 === "string"){
if(func2(data3) > 1024){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.language !== undefined){
let data4 = data.language;
if(typeof data4 !== "string"){
let dataType3 = typeof data4;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data4;
}
else if(data4 === null){
coerced3 = "";
}
else {
const err10 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced3 !== undefined){
data4 = coerced3;
if(data !== undefined){
data["language"] = coerced3;
}
}
}
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err11 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^(auto|[a-z]{2}(_[A-Z]{2})?)$"},message:"must match pattern \""+"^(auto|[a-z]{2}(_[A-Z]{2})?)$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.name !== undefined){
let data5 = data.name;
if(typeof data5 !== "string"){
let dataType4 = typeof data5;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data5;
}
else if(data5 === null){
coerced4 = "";
}
else {
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(coerced4 !== undefined){
data5 = coerced4;
if(data !== undefined){
data["name"] = coerced4;
}
}
}
if(typeof data5 === "string"){
if(func2(data5) > 128){
const err13 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.password !== undefined){
let data6 = data.password;
if(typeof data6 !== "string"){
let dataType5 = typeof data6;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 == "number" || dataType5 == "boolean"){
coerced5 = "" + data6;
}
else if(data6 === null){
coerced5 = "";
}
else {
const err14 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(coerced5 !== undefined){
data6 = coerced5;
if(data !== undefined){
data["password"] = coerced5;
}
}
}
if(typeof data6 === "string"){
if(func2(data6) > 1024){
const err15 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func2(data6) < 1){
const err16 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.tenant_id !== undefined){
let data7 = data.tenant_id;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
let dataType6 = typeof data7;
let coerced6 = undefined;
if(!(coerced6 !== undefined)){
if(dataType6 === "boolean" || data7 === null
              || (dataType6 === "string" && data7 && data7 == +data7 && !(data7 % 1))){
coerced6 = +data7;
}
else {
const err17 = {instancePath:instancePath+"/tenant_id",schemaPath:"#/properties/tenant_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(coerced6 !== undefined){
data7 = coerced6;
if(data !== undefined){
data["tenant_id"] = coerced6;
}
}
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const administrator_update = validate11;
const schema12 = {"type":"object","additionalProperties":false,"properties":{"__roles_changes__":{"type":"object","additionalProperties":false,"properties":{"assign_roles":{"type":"array","items":{"type":["string","integer"]}},"unassign_roles":{"type":"array","items":{"type":["string","integer"]}}}},"block":{"type":"integer","minimum":1,"maximum":10000},"description":{"type":["string","null"],"maxLength":1024},"language":{"type":"string","pattern":"^(auto|[a-z]{2}(_[A-Z]{2})?)$"},"name":{"type":"string","maxLength":128},"password":{"type":"string","minLength":1,"maxLength":1024}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "__roles_changes__") || (key0 === "block")) || (key0 === "description")) || (key0 === "language")) || (key0 === "name")) || (key0 === "password"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.__roles_changes__ !== undefined){
let data0 = data.__roles_changes__;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!((key1 === "assign_roles") || (key1 === "unassign_roles"))){
const err1 = {instancePath:instancePath+"/__roles_changes__",schemaPath:"#/properties/__roles_changes__/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.assign_roles !== undefined){
let data1 = data0.assign_roles;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if((typeof data2 !== "string") && (!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))))){
let dataType0 = typeof data2;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data2;
}
else if(data2 === null){
coerced0 = "";
}
else if(dataType0 === "boolean" || data2 === null
              || (dataType0 === "string" && data2 && data2 == +data2 && !(data2 % 1))){
coerced0 = +data2;
}
else {
const err2 = {instancePath:instancePath+"/__roles_changes__/assign_roles/" + i0,schemaPath:"#/properties/__roles_changes__/properties/assign_roles/items/type",keyword:"type",params:{type: schema12.properties.__roles_changes__.properties.assign_roles.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data2 = coerced0;
if(data1 !== undefined){
data1[i0] = coerced0;
}
}
}
}
}
else {
const err3 = {instancePath:instancePath+"/__roles_changes__/assign_roles",schemaPath:"#/properties/__roles_changes__/properties/assign_roles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.unassign_roles !== undefined){
let data3 = data0.unassign_roles;
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if((typeof data4 !== "string") && (!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))))){
let dataType1 = typeof data4;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data4;
}
else if(data4 === null){
coerced1 = "";
}
else if(dataType1 === "boolean" || data4 === null
              || (dataType1 === "string" && data4 && data4 == +data4 && !(data4 % 1))){
coerced1 = +data4;
}
else {
const err4 = {instancePath:instancePath+"/__roles_changes__/unassign_roles/" + i1,schemaPath:"#/properties/__roles_changes__/properties/unassign_roles/items/type",keyword:"type",params:{type: schema12.properties.__roles_changes__.properties.unassign_roles.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data4 = coerced1;
if(data3 !== undefined){
data3[i1] = coerced1;
}
}
}
}
}
else {
const err5 = {instancePath:instancePath+"/__roles_changes__/unassign_roles",schemaPath:"#/properties/__roles_changes__/properties/unassign_roles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/__roles_changes__",schemaPath:"#/properties/__roles_changes__/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.block !== undefined){
let data5 = data.block;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
let dataType2 = typeof data5;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 === "boolean" || data5 === null
              || (dataType2 === "string" && data5 && data5 == +data5 && !(data5 % 1))){
coerced2 = +data5;
}
else {
const err7 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(coerced2 !== undefined){
data5 = coerced2;
if(data !== undefined){
data["block"] = coerced2;
}
}
}
if(typeof data5 == "number"){
if(data5 > 10000 || isNaN(data5)){
const err8 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err9 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.description !== undefined){
let data6 = data.description;
if((typeof data6 !== "string") && (data6 !== null)){
let dataType3 = typeof data6;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data6;
}
else if(data6 === null){
coerced3 = "";
}
else if(data6 === "" || data6 === 0 || data6 === false){
coerced3 = null;
}
else {
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema12.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced3 !== undefined){
data6 = coerced3;
if(data !== undefined){
data["description"] = coerced3;
}
}
}
if(typeof data6 === "string"){
if(func2(data6) > 1024){
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.language !== undefined){
let data7 = data.language;
if(typeof data7 !== "string"){
let dataType4 = typeof data7;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data7;
}
else if(data7 === null){
coerced4 = "";
}
else {
const err12 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(coerced4 !== undefined){
data7 = coerced4;
if(data !== undefined){
data["language"] = coerced4;
}
}
}
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
const err13 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^(auto|[a-z]{2}(_[A-Z]{2})?)$"},message:"must match pattern \""+"^(auto|[a-z]{2}(_[A-Z]{2})?)$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.name !== undefined){
let data8 = data.name;
if(typeof data8 !== "string"){
let dataType5 = typeof data8;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 == "number" || dataType5 == "boolean"){
coerced5 = "" + data8;
}
else if(data8 === null){
coerced5 = "";
}
else {
const err14 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(coerced5 !== undefined){
data8 = coerced5;
if(data !== undefined){
data["name"] = coerced5;
}
}
}
if(typeof data8 === "string"){
if(func2(data8) > 128){
const err15 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.password !== undefined){
let data9 = data.password;
if(typeof data9 !== "string"){
let dataType6 = typeof data9;
let coerced6 = undefined;
if(!(coerced6 !== undefined)){
if(dataType6 == "number" || dataType6 == "boolean"){
coerced6 = "" + data9;
}
else if(data9 === null){
coerced6 = "";
}
else {
const err16 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(coerced6 !== undefined){
data9 = coerced6;
if(data !== undefined){
data["password"] = coerced6;
}
}
}
if(typeof data9 === "string"){
if(func2(data9) > 1024){
const err17 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func2(data9) < 1){
const err18 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

export const myadmin_update = validate12;
const schema13 = {"type":"object","additionalProperties":false,"properties":{"block":{"type":"integer","minimum":1,"maximum":10000},"description":{"type":["string","null"],"maxLength":1024},"language":{"type":"string","pattern":"^(auto|[a-z]{2}(_[A-Z]{2})?)$"},"name":{"type":"string","maxLength":128},"password":{"type":"string","minLength":1,"maxLength":1024}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "block") || (key0 === "description")) || (key0 === "language")) || (key0 === "name")) || (key0 === "password"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.block !== undefined){
let data0 = data.block;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err1 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["block"] = coerced0;
}
}
}
if(typeof data0 == "number"){
if(data0 > 10000 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.description !== undefined){
let data1 = data.description;
if((typeof data1 !== "string") && (data1 !== null)){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else if(data1 === "" || data1 === 0 || data1 === false){
coerced1 = null;
}
else {
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema13.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["description"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func2(data1) > 1024){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.language !== undefined){
let data2 = data.language;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err6 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["language"] = coerced2;
}
}
}
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err7 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^(auto|[a-z]{2}(_[A-Z]{2})?)$"},message:"must match pattern \""+"^(auto|[a-z]{2}(_[A-Z]{2})?)$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.name !== undefined){
let data3 = data.name;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["name"] = coerced3;
}
}
}
if(typeof data3 === "string"){
if(func2(data3) > 128){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.password !== undefined){
let data4 = data.password;
if(typeof data4 !== "string"){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data4;
}
else if(data4 === null){
coerced4 = "";
}
else {
const err10 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["password"] = coerced4;
}
}
}
if(typeof data4 === "string"){
if(func2(data4) > 1024){
const err11 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func2(data4) < 1){
const err12 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

export const mytenant_update = validate13;
const schema14 = {"type":"object","additionalProperties":false,"properties":{"block":{"type":"integer","minimum":1,"maximum":10000},"description":{"type":["string","null"],"maxLength":1024},"language":{"type":"string","pattern":"^(auto|[a-z]{2}(_[A-Z]{2})?)$"},"name":{"type":"string","maxLength":128}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "block") || (key0 === "description")) || (key0 === "language")) || (key0 === "name"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.block !== undefined){
let data0 = data.block;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err1 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["block"] = coerced0;
}
}
}
if(typeof data0 == "number"){
if(data0 > 10000 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.description !== undefined){
let data1 = data.description;
if((typeof data1 !== "string") && (data1 !== null)){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else if(data1 === "" || data1 === 0 || data1 === false){
coerced1 = null;
}
else {
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema14.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["description"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func2(data1) > 1024){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.language !== undefined){
let data2 = data.language;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err6 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["language"] = coerced2;
}
}
}
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err7 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^(auto|[a-z]{2}(_[A-Z]{2})?)$"},message:"must match pattern \""+"^(auto|[a-z]{2}(_[A-Z]{2})?)$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.name !== undefined){
let data3 = data.name;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["name"] = coerced3;
}
}
}
if(typeof data3 === "string"){
if(func2(data3) > 128){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

export const role_create = validate14;
const schema15 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"__acls__":{"type":"array","items":{"type":["string","integer"]}},"__roles__":{"type":"array","items":{"type":["string","integer"]}},"description":{"type":["string","null"],"maxLength":1024},"fixed":{"type":"integer","enum":[0,1]},"internal":{"type":"integer","enum":[0,1]},"name":{"type":"string","maxLength":128},"tenant_id":{"type":"integer"}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "__acls__") || (key0 === "__roles__")) || (key0 === "description")) || (key0 === "fixed")) || (key0 === "internal")) || (key0 === "name")) || (key0 === "tenant_id"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.__acls__ !== undefined){
let data0 = data.__acls__;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if((typeof data1 !== "string") && (!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))))){
let dataType0 = typeof data1;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data1;
}
else if(data1 === null){
coerced0 = "";
}
else if(dataType0 === "boolean" || data1 === null
              || (dataType0 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced0 = +data1;
}
else {
const err2 = {instancePath:instancePath+"/__acls__/" + i0,schemaPath:"#/properties/__acls__/items/type",keyword:"type",params:{type: schema15.properties.__acls__.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data1 = coerced0;
if(data0 !== undefined){
data0[i0] = coerced0;
}
}
}
}
}
else {
const err3 = {instancePath:instancePath+"/__acls__",schemaPath:"#/properties/__acls__/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.__roles__ !== undefined){
let data2 = data.__roles__;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if((typeof data3 !== "string") && (!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))))){
let dataType1 = typeof data3;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data3;
}
else if(data3 === null){
coerced1 = "";
}
else if(dataType1 === "boolean" || data3 === null
              || (dataType1 === "string" && data3 && data3 == +data3 && !(data3 % 1))){
coerced1 = +data3;
}
else {
const err4 = {instancePath:instancePath+"/__roles__/" + i1,schemaPath:"#/properties/__roles__/items/type",keyword:"type",params:{type: schema15.properties.__roles__.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data3 = coerced1;
if(data2 !== undefined){
data2[i1] = coerced1;
}
}
}
}
}
else {
const err5 = {instancePath:instancePath+"/__roles__",schemaPath:"#/properties/__roles__/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.description !== undefined){
let data4 = data.description;
if((typeof data4 !== "string") && (data4 !== null)){
let dataType2 = typeof data4;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data4;
}
else if(data4 === null){
coerced2 = "";
}
else if(data4 === "" || data4 === 0 || data4 === false){
coerced2 = null;
}
else {
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema15.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced2 !== undefined){
data4 = coerced2;
if(data !== undefined){
data["description"] = coerced2;
}
}
}
if(typeof data4 === "string"){
if(func2(data4) > 1024){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.fixed !== undefined){
let data5 = data.fixed;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
let dataType3 = typeof data5;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 === "boolean" || data5 === null
              || (dataType3 === "string" && data5 && data5 == +data5 && !(data5 % 1))){
coerced3 = +data5;
}
else {
const err8 = {instancePath:instancePath+"/fixed",schemaPath:"#/properties/fixed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced3 !== undefined){
data5 = coerced3;
if(data !== undefined){
data["fixed"] = coerced3;
}
}
}
if(!((data5 === 0) || (data5 === 1))){
const err9 = {instancePath:instancePath+"/fixed",schemaPath:"#/properties/fixed/enum",keyword:"enum",params:{allowedValues: schema15.properties.fixed.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.internal !== undefined){
let data6 = data.internal;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
let dataType4 = typeof data6;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 === "boolean" || data6 === null
              || (dataType4 === "string" && data6 && data6 == +data6 && !(data6 % 1))){
coerced4 = +data6;
}
else {
const err10 = {instancePath:instancePath+"/internal",schemaPath:"#/properties/internal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced4 !== undefined){
data6 = coerced4;
if(data !== undefined){
data["internal"] = coerced4;
}
}
}
if(!((data6 === 0) || (data6 === 1))){
const err11 = {instancePath:instancePath+"/internal",schemaPath:"#/properties/internal/enum",keyword:"enum",params:{allowedValues: schema15.properties.internal.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.name !== undefined){
let data7 = data.name;
if(typeof data7 !== "string"){
let dataType5 = typeof data7;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 == "number" || dataType5 == "boolean"){
coerced5 = "" + data7;
}
else if(data7 === null){
coerced5 = "";
}
else {
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(coerced5 !== undefined){
data7 = coerced5;
if(data !== undefined){
data["name"] = coerced5;
}
}
}
if(typeof data7 === "string"){
if(func2(data7) > 128){
const err13 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.tenant_id !== undefined){
let data8 = data.tenant_id;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
let dataType6 = typeof data8;
let coerced6 = undefined;
if(!(coerced6 !== undefined)){
if(dataType6 === "boolean" || data8 === null
              || (dataType6 === "string" && data8 && data8 == +data8 && !(data8 % 1))){
coerced6 = +data8;
}
else {
const err14 = {instancePath:instancePath+"/tenant_id",schemaPath:"#/properties/tenant_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(coerced6 !== undefined){
data8 = coerced6;
if(data !== undefined){
data["tenant_id"] = coerced6;
}
}
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

export const role_update = validate15;
const schema16 = {"type":"object","additionalProperties":false,"properties":{"__acls_changes__":{"type":"object","additionalProperties":false,"properties":{"assign_acls":{"type":"array","items":{"type":["string","integer"]}},"unassign_acls":{"type":"array","items":{"type":["string","integer"]}}}},"__roles_changes__":{"type":"object","additionalProperties":false,"properties":{"assign_roles":{"type":"array","items":{"type":["string","integer"]}},"unassign_roles":{"type":"array","items":{"type":["string","integer"]}},"assign_acls":{"type":"array","items":{"type":["string","integer"]}},"unassign_acls":{"type":"array","items":{"type":["string","integer"]}}}},"description":{"type":["string","null"],"maxLength":1024},"name":{"type":"string","maxLength":128}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "__acls_changes__") || (key0 === "__roles_changes__")) || (key0 === "description")) || (key0 === "name"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.__acls_changes__ !== undefined){
let data0 = data.__acls_changes__;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!((key1 === "assign_acls") || (key1 === "unassign_acls"))){
const err1 = {instancePath:instancePath+"/__acls_changes__",schemaPath:"#/properties/__acls_changes__/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.assign_acls !== undefined){
let data1 = data0.assign_acls;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if((typeof data2 !== "string") && (!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))))){
let dataType0 = typeof data2;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data2;
}
else if(data2 === null){
coerced0 = "";
}
else if(dataType0 === "boolean" || data2 === null
              || (dataType0 === "string" && data2 && data2 == +data2 && !(data2 % 1))){
coerced0 = +data2;
}
else {
const err2 = {instancePath:instancePath+"/__acls_changes__/assign_acls/" + i0,schemaPath:"#/properties/__acls_changes__/properties/assign_acls/items/type",keyword:"type",params:{type: schema16.properties.__acls_changes__.properties.assign_acls.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data2 = coerced0;
if(data1 !== undefined){
data1[i0] = coerced0;
}
}
}
}
}
else {
const err3 = {instancePath:instancePath+"/__acls_changes__/assign_acls",schemaPath:"#/properties/__acls_changes__/properties/assign_acls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.unassign_acls !== undefined){
let data3 = data0.unassign_acls;
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if((typeof data4 !== "string") && (!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))))){
let dataType1 = typeof data4;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data4;
}
else if(data4 === null){
coerced1 = "";
}
else if(dataType1 === "boolean" || data4 === null
              || (dataType1 === "string" && data4 && data4 == +data4 && !(data4 % 1))){
coerced1 = +data4;
}
else {
const err4 = {instancePath:instancePath+"/__acls_changes__/unassign_acls/" + i1,schemaPath:"#/properties/__acls_changes__/properties/unassign_acls/items/type",keyword:"type",params:{type: schema16.properties.__acls_changes__.properties.unassign_acls.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data4 = coerced1;
if(data3 !== undefined){
data3[i1] = coerced1;
}
}
}
}
}
else {
const err5 = {instancePath:instancePath+"/__acls_changes__/unassign_acls",schemaPath:"#/properties/__acls_changes__/properties/unassign_acls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/__acls_changes__",schemaPath:"#/properties/__acls_changes__/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.__roles_changes__ !== undefined){
let data5 = data.__roles_changes__;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key2 in data5){
if(!((((key2 === "assign_roles") || (key2 === "unassign_roles")) || (key2 === "assign_acls")) || (key2 === "unassign_acls"))){
const err7 = {instancePath:instancePath+"/__roles_changes__",schemaPath:"#/properties/__roles_changes__/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data5.assign_roles !== undefined){
let data6 = data5.assign_roles;
if(Array.isArray(data6)){
const len2 = data6.length;
for(let i2=0; i2<len2; i2++){
let data7 = data6[i2];
if((typeof data7 !== "string") && (!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))))){
let dataType2 = typeof data7;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data7;
}
else if(data7 === null){
coerced2 = "";
}
else if(dataType2 === "boolean" || data7 === null
              || (dataType2 === "string" && data7 && data7 == +data7 && !(data7 % 1))){
coerced2 = +data7;
}
else {
const err8 = {instancePath:instancePath+"/__roles_changes__/assign_roles/" + i2,schemaPath:"#/properties/__roles_changes__/properties/assign_roles/items/type",keyword:"type",params:{type: schema16.properties.__roles_changes__.properties.assign_roles.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced2 !== undefined){
data7 = coerced2;
if(data6 !== undefined){
data6[i2] = coerced2;
}
}
}
}
}
else {
const err9 = {instancePath:instancePath+"/__roles_changes__/assign_roles",schemaPath:"#/properties/__roles_changes__/properties/assign_roles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data5.unassign_roles !== undefined){
let data8 = data5.unassign_roles;
if(Array.isArray(data8)){
const len3 = data8.length;
for(let i3=0; i3<len3; i3++){
let data9 = data8[i3];
if((typeof data9 !== "string") && (!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))))){
let dataType3 = typeof data9;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data9;
}
else if(data9 === null){
coerced3 = "";
}
else if(dataType3 === "boolean" || data9 === null
              || (dataType3 === "string" && data9 && data9 == +data9 && !(data9 % 1))){
coerced3 = +data9;
}
else {
const err10 = {instancePath:instancePath+"/__roles_changes__/unassign_roles/" + i3,schemaPath:"#/properties/__roles_changes__/properties/unassign_roles/items/type",keyword:"type",params:{type: schema16.properties.__roles_changes__.properties.unassign_roles.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced3 !== undefined){
data9 = coerced3;
if(data8 !== undefined){
data8[i3] = coerced3;
}
}
}
}
}
else {
const err11 = {instancePath:instancePath+"/__roles_changes__/unassign_roles",schemaPath:"#/properties/__roles_changes__/properties/unassign_roles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data5.assign_acls !== undefined){
let data10 = data5.assign_acls;
if(Array.isArray(data10)){
const len4 = data10.length;
for(let i4=0; i4<len4; i4++){
let data11 = data10[i4];
if((typeof data11 !== "string") && (!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))))){
let dataType4 = typeof data11;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data11;
}
else if(data11 === null){
coerced4 = "";
}
else if(dataType4 === "boolean" || data11 === null
              || (dataType4 === "string" && data11 && data11 == +data11 && !(data11 % 1))){
coerced4 = +data11;
}
else {
const err12 = {instancePath:instancePath+"/__roles_changes__/assign_acls/" + i4,schemaPath:"#/properties/__roles_changes__/properties/assign_acls/items/type",keyword:"type",params:{type: schema16.properties.__roles_changes__.properties.assign_acls.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(coerced4 !== undefined){
data11 = coerced4;
if(data10 !== undefined){
data10[i4] = coerced4;
}
}
}
}
}
else {
const err13 = {instancePath:instancePath+"/__roles_changes__/assign_acls",schemaPath:"#/properties/__roles_changes__/properties/assign_acls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data5.unassign_acls !== undefined){
let data12 = data5.unassign_acls;
if(Array.isArray(data12)){
const len5 = data12.length;
for(let i5=0; i5<len5; i5++){
let data13 = data12[i5];
if((typeof data13 !== "string") && (!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))))){
let dataType5 = typeof data13;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 == "number" || dataType5 == "boolean"){
coerced5 = "" + data13;
}
else if(data13 === null){
coerced5 = "";
}
else if(dataType5 === "boolean" || data13 === null
              || (dataType5 === "string" && data13 && data13 == +data13 && !(data13 % 1))){
coerced5 = +data13;
}
else {
const err14 = {instancePath:instancePath+"/__roles_changes__/unassign_acls/" + i5,schemaPath:"#/properties/__roles_changes__/properties/unassign_acls/items/type",keyword:"type",params:{type: schema16.properties.__roles_changes__.properties.unassign_acls.items.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(coerced5 !== undefined){
data13 = coerced5;
if(data12 !== undefined){
data12[i5] = coerced5;
}
}
}
}
}
else {
const err15 = {instancePath:instancePath+"/__roles_changes__/unassign_acls",schemaPath:"#/properties/__roles_changes__/properties/unassign_acls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/__roles_changes__",schemaPath:"#/properties/__roles_changes__/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.description !== undefined){
let data14 = data.description;
if((typeof data14 !== "string") && (data14 !== null)){
let dataType6 = typeof data14;
let coerced6 = undefined;
if(!(coerced6 !== undefined)){
if(dataType6 == "number" || dataType6 == "boolean"){
coerced6 = "" + data14;
}
else if(data14 === null){
coerced6 = "";
}
else if(data14 === "" || data14 === 0 || data14 === false){
coerced6 = null;
}
else {
const err17 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema16.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(coerced6 !== undefined){
data14 = coerced6;
if(data !== undefined){
data["description"] = coerced6;
}
}
}
if(typeof data14 === "string"){
if(func2(data14) > 1024){
const err18 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.name !== undefined){
let data15 = data.name;
if(typeof data15 !== "string"){
let dataType7 = typeof data15;
let coerced7 = undefined;
if(!(coerced7 !== undefined)){
if(dataType7 == "number" || dataType7 == "boolean"){
coerced7 = "" + data15;
}
else if(data15 === null){
coerced7 = "";
}
else {
const err19 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(coerced7 !== undefined){
data15 = coerced7;
if(data !== undefined){
data["name"] = coerced7;
}
}
}
if(typeof data15 === "string"){
if(func2(data15) > 128){
const err20 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

export const tenant_create = validate16;
const schema17 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"block":{"type":"integer","minimum":1,"maximum":10000},"blocked":{"type":"integer","enum":[0,1]},"description":{"type":["string","null"],"maxLength":1024},"language":{"type":"string","pattern":"^(auto|[a-z]{2}(_[A-Z]{2})?)$"},"name":{"type":"string","maxLength":128}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "block") || (key0 === "blocked")) || (key0 === "description")) || (key0 === "language")) || (key0 === "name"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.block !== undefined){
let data0 = data.block;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err2 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["block"] = coerced0;
}
}
}
if(typeof data0 == "number"){
if(data0 > 10000 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.blocked !== undefined){
let data1 = data.blocked;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
const err5 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["blocked"] = coerced1;
}
}
}
if(!((data1 === 0) || (data1 === 1))){
const err6 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/enum",keyword:"enum",params:{allowedValues: schema17.properties.blocked.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if((typeof data2 !== "string") && (data2 !== null)){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else if(data2 === "" || data2 === 0 || data2 === false){
coerced2 = null;
}
else {
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema17.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["description"] = coerced2;
}
}
}
if(typeof data2 === "string"){
if(func2(data2) > 1024){
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.language !== undefined){
let data3 = data.language;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
const err9 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["language"] = coerced3;
}
}
}
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err10 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^(auto|[a-z]{2}(_[A-Z]{2})?)$"},message:"must match pattern \""+"^(auto|[a-z]{2}(_[A-Z]{2})?)$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.name !== undefined){
let data4 = data.name;
if(typeof data4 !== "string"){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data4;
}
else if(data4 === null){
coerced4 = "";
}
else {
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["name"] = coerced4;
}
}
}
if(typeof data4 === "string"){
if(func2(data4) > 128){
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

export const tenant_update = validate17;
const schema18 = {"type":"object","additionalProperties":false,"properties":{"block":{"type":"integer","minimum":1,"maximum":10000},"blocked":{"type":"integer","enum":[0,1]},"description":{"type":["string","null"],"maxLength":1024},"language":{"type":"string","pattern":"^(auto|[a-z]{2}(_[A-Z]{2})?)$"},"name":{"type":"string","maxLength":128}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "block") || (key0 === "blocked")) || (key0 === "description")) || (key0 === "language")) || (key0 === "name"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.block !== undefined){
let data0 = data.block;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err1 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["block"] = coerced0;
}
}
}
if(typeof data0 == "number"){
if(data0 > 10000 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/block",schemaPath:"#/properties/block/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.blocked !== undefined){
let data1 = data.blocked;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
const err4 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["blocked"] = coerced1;
}
}
}
if(!((data1 === 0) || (data1 === 1))){
const err5 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/enum",keyword:"enum",params:{allowedValues: schema18.properties.blocked.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if((typeof data2 !== "string") && (data2 !== null)){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else if(data2 === "" || data2 === 0 || data2 === false){
coerced2 = null;
}
else {
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema18.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["description"] = coerced2;
}
}
}
if(typeof data2 === "string"){
if(func2(data2) > 1024){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.language !== undefined){
let data3 = data.language;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
const err8 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["language"] = coerced3;
}
}
}
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err9 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^(auto|[a-z]{2}(_[A-Z]{2})?)$"},message:"must match pattern \""+"^(auto|[a-z]{2}(_[A-Z]{2})?)$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.name !== undefined){
let data4 = data.name;
if(typeof data4 !== "string"){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data4;
}
else if(data4 === null){
coerced4 = "";
}
else {
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["name"] = coerced4;
}
}
}
if(typeof data4 === "string"){
if(func2(data4) > 128){
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}
